// Audit log entries, newest first: when, which operator, what, which member, and the detail
// (reason, case, order, photo). A table on wide screens, stacked cards on phones (admin.css).
import { Trans, useLingui } from '@lingui/react/macro'
import { AdminLink } from './AdminLink'
import { AdminTable, type Column } from './AdminTable'
import type { AuditEntry } from './api'
import { formatWhen } from './format'
import { ACTION_LABELS } from './labels'

function Detail({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui()
  const { case: caseId, order, photo } = entry
  const parts: string[] = []
  if (caseId !== null) parts.push(t`case ${caseId}`)
  if (order !== null) parts.push(t`order ${order}`)
  if (photo !== null) parts.push(t`photo ${photo}`)
  for (const [key, value] of Object.entries(entry.detail)) {
    if (value === null || value === undefined || value === '') continue
    const label = key === 'reason' ? t`Reason` : key
    parts.push(`${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
  }
  return <>{parts.join(' · ')}</>
}

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useLingui()
  if (entries.length === 0) {
    return (
      <p className="admin-empty">
        <Trans>Nothing in the audit log yet.</Trans>
      </p>
    )
  }
  const columns: Column<AuditEntry>[] = [
    {
      label: t`When`,
      cell: (entry) => <time dateTime={entry.at}>{formatWhen(entry.at)}</time>,
    },
    { label: t`Operator`, cell: (entry) => entry.operator?.email ?? t`Command line` },
    { label: t`Action`, cell: (entry) => i18n._(ACTION_LABELS[entry.action]) },
    {
      label: t`Member`,
      cell: (entry) =>
        entry.member === null ? (
          '–'
        ) : (
          <AdminLink to={`members/${entry.member}`}>#{entry.member}</AdminLink>
        ),
    },
    { label: t`Detail`, className: 'admin-break', cell: (entry) => <Detail entry={entry} /> },
  ]
  return <AdminTable rows={entries} columns={columns} testId="admin-audit" />
}
