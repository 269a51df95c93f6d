// Loading the likes into Dexie for the current member (spec §4, §8): one load at a time, a
// 403 asks for the user again (the session may be gone), other failures are logged only. A
// load that a like toggle overtook is dropped: its answer predates the toggle and would flip
// the card back; the toggle's own reload (onLikesChanged) brings the state after it.
import { oneAtATime } from '../../api/sync'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { afterMemberCallFailed } from '../../session/member-call'
import { fetchLikes } from './api'
import { likeChangesSoFar, saveLikes } from './cache'

async function load(): Promise<void> {
  const owner = store.get(userAtom)?.id
  if (owner === undefined) return
  const changes = likeChangesSoFar()
  try {
    const answer = await fetchLikes()
    // A logout (or another member) while the call ran: do not write the old member's likes.
    if (store.get(userAtom)?.id !== owner || likeChangesSoFar() !== changes) return
    await saveLikes(owner, answer)
  } catch (error) {
    await afterMemberCallFailed(error, 'Loading the likes')
  }
}

/** Loads the likes now; a call while one runs waits for that one and loads again after. */
export const reloadLikes = oneAtATime(load)
