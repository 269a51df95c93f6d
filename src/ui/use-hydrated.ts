// Whether this render may read what only the browser holds (localStorage): false on the
// server and in the render that hydrates a server-rendered page, which must draw exactly the
// server's HTML; true in every render after it, and in any render that is not a hydration.
import { useSyncExternalStore } from 'react'

const unchanging = () => () => undefined

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
