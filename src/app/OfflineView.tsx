// The offline state of a page that needs the network and has nothing cached: said plainly,
// inside the layout, with a retry — and the page opens by itself when the connection returns.
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'

export function OfflineView({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return (
    <section className="offline-page" data-status={503} role="status">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" className="offline-icon">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <h1>
        <Trans>You are offline</Trans>
      </h1>
      <p>
        <Trans>
          This page has not been saved on your device yet. It opens as soon as you are back online.
        </Trans>
      </p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
