// /admin/audit: the audit log, newest first (the server's last 200 entries).
import { useLingui } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import { errorMessage } from '../../ui/error-message'
import { fetchAudit } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { AuditList } from './AuditList'
import { ADMIN_ERRORS } from './errors'

export function AuditPage() {
  const { t, i18n } = useLingui()
  const { data: entries, failure } = useSync('admin-audit', {
    fetch: (signal) => fetchAudit(undefined, signal),
  })
  if (failure?.code === 'admin.forbidden') return <AdminRefusal />
  return (
    <AdminArea title={t`Audit log`}>
      {failure ? (
        <p className="form-error" role="alert">
          {errorMessage(i18n, failure.error, ADMIN_ERRORS)}
        </p>
      ) : entries === undefined ? (
        <div className="admin-loading" aria-busy="true" />
      ) : (
        <AuditList entries={entries} />
      )}
    </AdminArea>
  )
}
