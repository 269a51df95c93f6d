// What an admin page shows of its data: the failure in words, a busy stand-in while it loads,
// else the page's own rendering of it.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SyncFailure } from '../../api/sync'
import { errorMessage } from '../../ui/error-message'
import { ADMIN_ERRORS } from './errors'

interface AdminLoadedProps<T> {
  data: T | undefined
  failure: SyncFailure | null
  children: (data: T) => ReactNode
}

export function AdminLoaded<T>({ data, failure, children }: AdminLoadedProps<T>) {
  const { i18n } = useLingui()
  if (failure) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(i18n, failure.error, ADMIN_ERRORS)}
      </p>
    )
  }
  if (data === undefined) return <div className="admin-loading" aria-busy="true" />
  return children(data)
}
