// /admin/audit: the audit log, newest first (the server's last 200 entries).
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { fetchAudit } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { AuditList } from './AuditList'
import { useLoad } from './use-load'

export function AuditPage() {
  const { t } = useLingui()
  const load = useCallback((signal: AbortSignal) => fetchAudit(undefined, signal), [])
  const [entries] = useLoad(load)
  if (entries.state === 'failed' && entries.forbidden) return <AdminRefusal />
  return (
    <AdminArea title={t`Audit log`}>
      {entries.state === 'loading' && <div className="admin-loading" aria-busy="true" />}
      {entries.state === 'failed' && (
        <p className="form-error" role="alert">
          {entries.message}
        </p>
      )}
      {entries.state === 'done' && <AuditList entries={entries.data} />}
    </AdminArea>
  )
}
