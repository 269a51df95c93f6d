// /admin: the queue of reports, notices, contact messages and selfies to verify, newest first
// — the open ones by default, or every case — filtered by kind. The filters are the page's own
// state, not the address: parsing a search would be start-up code of the route.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSync } from '../../api/use-sync'
import { CASE_KINDS } from '../../contract/admin'
import { CodeSelect } from '../../ui/CodeSelect'
import { fetchCases, type CaseKind, type QueueFilter } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { AdminLoaded } from './AdminLoaded'
import { CaseList } from './CaseCard'
import { KIND_LABELS } from './labels'

export function QueuePage() {
  const { t } = useLingui()
  const [{ status, kind }, setFilter] = useState<QueueFilter>({ status: 'open' })
  const {
    data: cases,
    failure,
    reload,
  } = useSync(`admin-cases:${status}:${kind ?? ''}`, {
    fetch: (signal) => fetchCases({ status, kind }, signal),
  })
  const filter = (next: Partial<QueueFilter>) => setFilter({ status, kind, ...next })

  if (failure?.code === 'admin.forbidden') return <AdminRefusal />
  return (
    <AdminArea title={t`Queue`}>
      <div className="admin-filters">
        <label>
          <Trans>Kind</Trans>{' '}
          <CodeSelect
            codes={CASE_KINDS}
            labels={KIND_LABELS}
            placeholder={t`All kinds`}
            value={kind ?? ''}
            onValueChange={(code) => filter({ kind: (code || undefined) as CaseKind | undefined })}
          />
        </label>
        <label>
          <Trans>Status</Trans>{' '}
          <select
            value={status}
            onChange={(event) => filter({ status: event.target.value === 'all' ? 'all' : 'open' })}
          >
            <option value="open">{t`Open cases`}</option>
            <option value="all">{t`All cases`}</option>
          </select>
        </label>
      </div>
      <AdminLoaded data={cases} failure={failure}>
        {(loaded) => (
          <CaseList cases={loaded} onChanged={reload}>
            <Trans>No cases here.</Trans>
          </CaseList>
        )}
      </AdminLoaded>
    </AdminArea>
  )
}
