// Whether a CSS media query matches, kept current as the window or the device turns. Where
// the browser has no matchMedia (the unit tests' DOM) it answers `fallback`.
import { useCallback, useSyncExternalStore } from 'react'

export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {}
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback),
    // The server's render (and the hydrating one) knows no screen: `fallback`.
    () => fallback,
  )
}
