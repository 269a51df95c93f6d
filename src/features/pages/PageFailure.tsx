// Why a site page could not be shown, with a way to try again: offline (useRetryOnline fetches
// it again by itself once the browser is back online) or the server's error, translated. SitePage and the
// transparency report show it while they have nothing to show.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { SyncFailure } from '../../api/sync'
import { errorMessage } from '../../ui/error-message'

/** Asks again once the browser is back online, while the last try failed offline. */
export function useRetryOnline(failure: SyncFailure | null): void {
  useEffect(() => {
    if (!failure?.offline) return
    window.addEventListener('online', failure.retry)
    return () => window.removeEventListener('online', failure.retry)
  }, [failure])
}

export function PageFailure({ failure }: { failure: SyncFailure }) {
  const { i18n } = useLingui()
  return (
    <p className="card notice" role="status">
      {failure.offline ? (
        <Trans>You are offline. This page opens as soon as you are back online.</Trans>
      ) : (
        errorMessage(i18n, failure.error)
      )}{' '}
      <button type="button" className="link-button" onClick={failure.retry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  )
}
