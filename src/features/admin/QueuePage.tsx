// /admin: the queue of reports, notices and contact messages, newest first — the open ones by
// default, or every case — filtered by kind. The filters are the page's own state, not the
// address: parsing a search would be start-up code of the route.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSync } from '../../api/use-sync'
import { CASE_KINDS } from '../../contract/admin'
import { CodeSelect } from '../../ui/CodeSelect'
import { errorMessage } from '../../ui/error-message'
import { fetchCases, type CaseKind, type QueueFilter } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { CaseCard } from './CaseCard'
import { ADMIN_ERRORS } from './errors'
import { KIND_LABELS } from './labels'

export function QueuePage() {
  const { t, i18n } = useLingui()
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
      {failure ? (
        <p className="form-error" role="alert">
          {errorMessage(i18n, failure.error, ADMIN_ERRORS)}
        </p>
      ) : cases === undefined ? (
        <div className="admin-loading" aria-busy="true" />
      ) : cases.length === 0 ? (
        <p className="admin-empty">
          <Trans>No cases here.</Trans>
        </p>
      ) : (
        <div className="admin-list">
          {cases.map((item) => (
            <CaseCard key={item.id} item={item} onChanged={reload} />
          ))}
        </div>
      )}
    </AdminArea>
  )
}
