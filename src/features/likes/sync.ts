// Loading the likes into Dexie for the current member (spec §4, §8): one load at a time, a
// 403 asks for the user again (the session may be gone), other failures are logged only.
import { ApiError, NetworkError } from '../../api/errors'
import { store } from '../../lib/store'
import { refetchUser, userAtom } from '../../session'
import { fetchLikes } from './api'
import { saveLikes } from './cache'

let running: Promise<void> | null = null

async function load(): Promise<void> {
  const owner = store.get(userAtom)?.id
  if (owner === undefined) return
  try {
    const answer = await fetchLikes()
    // A logout (or another member) while the call ran: do not write the old member's likes.
    if (store.get(userAtom)?.id === owner) await saveLikes(owner, answer)
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      await refetchUser().catch((failure: unknown) => console.error('User refetch failed', failure))
    } else if (!(error instanceof NetworkError)) {
      console.error('Loading the likes failed', error)
    }
  }
}

/** Loads the likes now; a call while one runs waits for that one and loads again after. */
export function reloadLikes(): Promise<void> {
  const next = (running ?? Promise.resolve()).then(load)
  const mine = next.finally(() => {
    if (running === mine) running = null
  })
  running = mine
  return mine
}
