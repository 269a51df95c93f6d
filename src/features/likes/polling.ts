// The likes job of the one poller (src/api/poller.ts; spec §4, §9): it runs 1 s after a
// member is present, then every 60 s, or 300 s with push, paused while the page is hidden —
// and not while the live channel is open, whose `like` events reload the list instead.
// Boot loads this module on the job's first run, so Dexie stays out of the start-up bundle.
// While it serves a member, a like toggle anywhere reloads the list, and the badge's 'likes'
// source (src/session/badge.ts) follows the cached count of new likes (opening a profile
// lowers it at once); the member gone, both stop and the likes leave the badge. A `match` event
// (issue 28 §6: the other member liked back) loads the list, with the card the moment shows.
import { onLive } from '../../api/live'
import type { PollJob } from '../../api/poller'
import { setBadgeSource } from '../../session/badge'
import { onLikesChanged } from '../../session'
import { watchNewLikes } from './cache'
import { reloadLikes } from './sync'

interface Watch {
  owner: number
  stopBadge: () => void
  offs: (() => void)[]
}

export function createLikesJob(load: () => Promise<void> = reloadLikes): PollJob {
  let watch: Watch | null = null

  const end = () => {
    if (!watch) return
    watch.stopBadge()
    for (const off of watch.offs) off()
    watch = null
    setBadgeSource('likes', 0)
  }

  const follow = (owner: number) => {
    end()
    watch = {
      owner,
      stopBadge: watchNewLikes(
        owner,
        (count) => setBadgeSource('likes', count),
        (error) => console.error('Watching new likes failed', error),
      ),
      offs: [
        // Spec §4: "The like button toggles like and unlike, then the likes list reloads".
        onLikesChanged(() => void load()),
        // A new like, or events the channel no longer has.
        onLive('like', () => void load()),
        // The moment (app/background.ts) paints the member's card from the list.
        onLive('match', () => void load()),
        onLive('reset', () => void load()),
      ],
    }
  }

  return {
    name: 'likes',
    follows: true,
    live: true,
    async run(_signal, owner) {
      if (watch?.owner !== owner) follow(owner)
      await load()
    },
    end,
  }
}

export const likesJob = createLikesJob()
