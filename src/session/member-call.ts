// What a failed member call does (spec §8: "403 on user, chat or likes calls: user refetched
// or cleared"). Not part of the session's start-up chunk: only the lazy likes and chats
// chunks call it, so they import this module by its path.
import { ApiError, NetworkError } from '../api/errors'
import { refetchUser } from './user'

/**
 * A 403 asks for the user again (the session may be gone); no answer leaves what is cached;
 * anything else is logged as `what` failed.
 */
export async function afterMemberCallFailed(error: unknown, what: string): Promise<void> {
  if (error instanceof ApiError && error.status === 403) {
    await refetchUser().catch((failure: unknown) => console.error('User refetch failed', failure))
  } else if (!(error instanceof NetworkError)) {
    console.error(`${what} failed`, error)
  }
}
