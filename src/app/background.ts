// What runs beside the pages once the first one has painted (boot loads it as one chunk):
// the one poller with the feature jobs (spec §4, §9) and the live channel (DESIGN "Live
// data"). The user job first, the others 1 s after the member is present. The likes and
// chats chunks carry Dexie and their code, so they load on their job's first run. All three are
// fed by the live channel and poll only while it is down (the user job by `account` events);
// the member's balance follows it here, and the interface the language the member chooses. A
// `match` event shows the match moment (issue 28 §6) from the first event on: the likes job
// starts a second later, and the event must not pass before anyone listens.
import { liveChannel, onLive, startLive } from '../api/live'
import { lazyJob, startPoller, type PollJob } from '../api/poller'
import { activateLocale } from '../features/locale'
import { store } from '../lib/store'
import { userAtom } from '../session'
import { setCredits } from '../session/credits'
import { showMatchMoment } from '../session/match'
import { memberWatch, userJob, watchAccountEvents } from '../session/user-polling'

function pollJobs(): PollJob[] {
  return [
    userJob,
    lazyJob('likes', () => import('../features/likes').then((likes) => likes.likesJob), {
      follows: true,
      live: true,
    }),
    lazyJob('chats', () => import('../features/chats').then((chats) => chats.chatsJob), {
      follows: true,
      live: true,
    }),
  ]
}

/**
 * The language the member chooses on /profile (the one their mails come in) becomes this
 * browser's interface language too (issue 28 §7). Only a change: logging in keeps what this
 * browser shows, which the footer's switcher chose.
 */
function followMemberLanguage(): void {
  let last = store.get(userAtom)
  store.sub(userAtom, () => {
    const user = store.get(userAtom)
    const changed =
      user && last && user.id === last.id && user.profile.language !== last.profile.language
    last = user
    if (changed) void activateLocale(user.profile.language, { remember: true })
  })
}

export function startBackground(): void {
  // First: its balance handler compares with the credits before setCredits moves them.
  watchAccountEvents()
  onLive('balance', (data) => setCredits(data.balance))
  onLive('match', (data) => showMatchMoment(data.profile))
  followMemberLanguage()
  startLive(memberWatch)
  startPoller(pollJobs(), memberWatch, liveChannel)
}
