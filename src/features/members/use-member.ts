// The member page's data: painted from Dexie at once (a revisit, offline), or from the page
// when the server rendered it (first-answers.ts), refreshed from GET /api/member.php through
// the sync helper, whose answer is cached for the next visit. A
// member who is gone (404 member.not_found) is reported as such, whatever the cache still
// holds; other failures are logged, and a network failure is retried with backoff.
import { ApiError } from '../../api/errors'
import { useSync } from '../../api/use-sync'
import { saveMemberDetail, useCachedProfile } from '../../db/cards'
import { memberCall } from './api'

export type MemberLoad = 'loading' | 'ready' | 'not_found' | 'failed'

export function useMember(id: number) {
  const cached = useCachedProfile(id)
  const member = memberCall(id)
  const { data, failure } = useSync(member.key, {
    async fetch(signal) {
      try {
        return await member.fetch(signal)
      } catch (error) {
        if (!signal.aborted && !isGone(error)) console.error('Loading the member failed', error)
        throw error
      }
    },
    store: saveMemberDetail,
  })
  const state: MemberLoad = data
    ? 'ready'
    : failure
      ? failure.status === 404
        ? 'not_found'
        : 'failed'
      : 'loading'

  return {
    detail: cached?.detail ?? data,
    /** Still reading the cache. */
    reading: cached === undefined,
    state,
    error: failure?.error ?? null,
    retry: () => failure?.retry(),
  }
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404
