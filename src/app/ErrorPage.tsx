// The router's error boundary. A failed chunk load (an old tab after a deploy) reloads
// once per path within 10 s instead of showing an error (spec §4).
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError, NetworkError } from '../api/errors'
import { errorMessage } from '../ui/error-message'
import { claimReload, isChunkLoadError } from '../lib/reload-guard'
import { ErrorView } from './ErrorView'

export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    if (isChunkLoadError(error) && claimReload(location.pathname, Date.now(), sessionStorage))
      location.reload()
  }, [error])

  const status =
    error instanceof ApiError ? error.status : error instanceof NetworkError ? 503 : 500
  return (
    <ErrorView
      status={status}
      message={errorMessage(isChunkLoadError(error) ? new NetworkError(error) : error)}
    />
  )
}
