// The visitors tab's data (issue 32 §2): loaded on open (useSync, with its retries), asked
// again when the user answer says a new visitor came meanwhile (a `visit` event refetches the
// user) or the connection returns, and marked seen up to the newest visit shown — then the
// user is asked again, so the counts on the tab and the navigation clear.
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { NetworkError } from '../../api/errors'
import { useSync } from '../../api/use-sync'
import type { VisitorsResponse } from '../../contract/visitors'
import { refetchUser, userAtom } from '../../session'
import { fetchVisitors, markVisitorsSeen } from './visitors-api'
import { newestAt } from './visitors'

function logUnlessOffline(error: unknown): void {
  if (!(error instanceof NetworkError)) console.error('Marking the visitors seen failed', error)
}

/** Once per newest visit shown: POST seen up to it, then refetch the user. */
function useMarkSeen(answer: VisitorsResponse | undefined): void {
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (!answer || answer.new === 0) return
    const until = newestAt(answer.visitors)
    if (until === null || marked.current === until) return
    marked.current = until
    markVisitorsSeen(until)
      .then(() => refetchUser())
      .catch((error: unknown) => {
        // Not marked: the next answer tries again.
        marked.current = null
        logUnlessOffline(error)
      })
  }, [answer])
}

export function useVisitors() {
  const user = useAtomValue(userAtom)
  const owner = user?.id
  const fresh = user?.visitors_new ?? 0
  const sync = useSync(owner === undefined ? null : `visitors:${owner}`, {
    name: 'Loading the visitors',
    fetch: (signal) => fetchVisitors(signal),
  })
  const { reload, failure } = sync

  // More new visitors than the last user answer said: someone came while the tab is open.
  const known = useRef(fresh)
  useEffect(() => {
    if (fresh > known.current) reload()
    known.current = fresh
  }, [fresh, reload])

  useEffect(() => {
    if (!failure?.offline) return
    window.addEventListener('online', failure.retry)
    return () => window.removeEventListener('online', failure.retry)
  }, [failure])

  useMarkSeen(sync.data)
  return sync
}
