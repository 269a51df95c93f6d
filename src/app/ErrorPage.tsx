// The router's error boundary. A failed chunk load (an old tab after a deploy) reloads
// once per path within 10 s instead of showing an error (spec §4). Without a connection —
// a page whose code or data was never cached — it shows the offline state inside the
// layout (status 503, docs/decisions/pwa-and-offline.md) and opens the page when the connection returns.
import { useLingui } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError, NetworkError } from '../api/errors'
import { errorMessage } from '../ui/error-message'
import { claimReload, isChunkLoadError } from '../lib/reload-guard'
import { ErrorView } from './ErrorView'
import { OfflineView } from './OfflineView'

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const offline = error instanceof NetworkError || (isChunkLoadError(error) && !navigator.onLine)
  useEffect(() => {
    if (offline) return
    if (isChunkLoadError(error) && claimReload(location.pathname, Date.now(), sessionStorage))
      location.reload()
  }, [error, offline])

  if (offline) {
    // A module whose load failed is not fetched again by import(): reload the page for it.
    const retry = () => {
      if (isChunkLoadError(error)) return location.reload()
      reset()
      void router.invalidate()
    }
    return <OfflineView onRetry={retry} />
  }

  const status =
    error instanceof ApiError ? error.status : error instanceof NetworkError ? 503 : 500
  return (
    <ErrorView
      status={status}
      message={errorMessage(i18n, isChunkLoadError(error) ? new NetworkError(error) : error)}
    />
  )
}
