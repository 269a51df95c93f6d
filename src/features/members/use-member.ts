// The member page's data: painted from Dexie at once (a revisit, offline), refreshed from
// GET /api/member.php, whose answer is cached for the next visit. A member who is gone
// (404 member.not_found) is reported as such, whatever the cache still holds.
import { useEffect, useState } from 'react'
import { ApiError } from '../../api/errors'
import { fetchMember } from './api'
import { saveMemberDetail, useCachedProfile } from '../../db/cards'

export type MemberLoad = 'loading' | 'ready' | 'not_found' | 'failed'

export function useMember(id: number) {
  const cached = useCachedProfile(id)
  const [attempt, setAttempt] = useState(0)
  // The outcome of one load (member and attempt); another key means a load is running.
  const key = `${id}:${attempt}`
  const [load, setLoad] = useState<{ key: string; state: MemberLoad; error: unknown } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const done = `${id}:${attempt}`
    fetchMember(id, controller.signal).then(
      async (detail) => {
        await saveMemberDetail(detail)
        setLoad({ key: done, state: 'ready', error: null })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const gone = error instanceof ApiError && error.status === 404
        if (!gone) console.error('Loading the member failed', error)
        setLoad({ key: done, state: gone ? 'not_found' : 'failed', error })
      },
    )
    return () => controller.abort()
  }, [id, attempt])
  const current = load?.key === key ? load : null

  return {
    detail: cached?.detail,
    /** Still reading the cache. */
    reading: cached === undefined,
    state: current?.state ?? 'loading',
    error: current?.error ?? null,
    retry: () => setAttempt((count) => count + 1),
  }
}
