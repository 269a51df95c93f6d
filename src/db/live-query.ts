// What a component reads from IndexedDB, live: Dexie's liveQuery, its answers drawn in a
// transition. dexie-react-hooks' useLiveQuery set them as an ordinary update, which React draws
// in one task: a member's /members drew its two dozen cards from IndexedDB in one task of some
// 100 ms here (400 on Lighthouse's phone), and a chat list the same. In a transition React
// draws them in slices and yields to the member's input between them.
import { liveQuery } from 'dexie'
import { startTransition, useEffect, useState } from 'react'

interface Answer<T> {
  value?: T
  error?: unknown
}

/**
 * The querier's answer, again whenever what it read changes: undefined until the first one,
 * then the last one (also while the query runs again for new `deps`). A failed query throws
 * into the nearest error boundary.
 */
export function useLiveQuery<T>(
  querier: () => Promise<T> | T,
  deps: readonly unknown[],
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>({})
  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) =>
        startTransition(() =>
          setAnswer((last) => (last.value === value && !('error' in last) ? last : { value })),
        ),
      error: (error: unknown) => setAnswer({ error }),
    })
    return () => subscription.unsubscribe()
    // The caller's deps decide when to query again, as with React's own hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  if ('error' in answer) throw answer.error
  return answer.value
}
