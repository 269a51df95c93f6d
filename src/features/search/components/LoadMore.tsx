// Paging (spec §4 "infinite load or paging"): a sentinel under the grid loads the next page
// when it scrolls into view; the visible "Load more" button is the fallback where there is
// no IntersectionObserver. After a failed load the page shows the status note's retry
// instead of this.
import { Trans } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useHydrated } from '../../../ui/use-hydrated'

interface LoadMoreProps {
  onLoadMore: () => void
  loading: boolean
  /** Changes whenever a page arrived, so the observer looks again (the sentinel may still show). */
  loaded: number
}

const observerSupported = () => typeof IntersectionObserver !== 'undefined'

export function LoadMore({ onLoadMore, loading, loaded }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  // The server has no IntersectionObserver, yet it draws the sentinel, as does the render that
  // hydrates its page: every browser Klik supports has one, and a page hydrated with other
  // HTML than the server's is thrown away and drawn anew (a long task and a layout shift).
  // A browser without one gets the button in the render after.
  const automatic = !useHydrated() || observerSupported()
  const load = useEffectEvent(() => onLoadMore())

  useEffect(() => {
    const target = sentinel.current
    if (!automatic || !target || !observerSupported()) return
    // A new observer reports the current state at once, so a sentinel still in view when a
    // load ends (a short page, a refresh) asks for the next page too.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [automatic, loaded, loading])

  return (
    <div className="search-load-more">
      {automatic ? (
        <div ref={sentinel} className="search-sentinel" aria-hidden="true" />
      ) : (
        <button
          type="button"
          className="button"
          onClick={onLoadMore}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          <Trans>Load more</Trans>
        </button>
      )}
    </div>
  )
}
