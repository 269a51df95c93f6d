// A search parameter of the address as the router parsed it (a number for "?paid=1"), read
// where it is used: these routes declare no validateSearch, so their parsing stays in the
// lazy chunks and out of the start-up bundle. useLocation, not useRouterState: every router
// hook any chunk uses lands in the start-up framework chunk, and the shell uses this one.
import { useLocation } from '@tanstack/react-router'

export function useSearchParam(name: string): unknown {
  return useLocation({
    select: (location) => (location.search as Record<string, unknown>)[name],
  })
}

/** A string parameter, trimmed; null when absent or not a string. */
export function useStringParam(name: string): string | null {
  const value = useSearchParam(name)
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
