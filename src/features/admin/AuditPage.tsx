// /admin/audit: the audit log, newest first (the server's last 200 entries), and above it the
// transparency report's CSV download.
import { useLingui } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import { fetchAudit } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { AdminLoaded } from './AdminLoaded'
import { AuditList } from './AuditList'
import { TransparencyExport } from './TransparencyExport'

export function AuditPage() {
  const { t } = useLingui()
  const { data: entries, failure } = useSync('admin-audit', {
    fetch: (signal) => fetchAudit(undefined, signal),
  })
  if (failure?.code === 'admin.forbidden') return <AdminRefusal />
  return (
    <AdminArea title={t`Audit log`}>
      <TransparencyExport />
      <AdminLoaded data={entries} failure={failure}>
        {(loaded) => <AuditList entries={loaded} />}
      </AdminLoaded>
    </AdminArea>
  )
}
