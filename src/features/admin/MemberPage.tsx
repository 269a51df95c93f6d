// /admin/members/$memberId: one member for an operator — the account's facts, the ban, the
// photos (hidden ones too), the orders, the cases about them and the audit log's entries on
// them. Every action reloads the page's data, so what shows is what the server now holds.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import type { AdminMember } from '../../contract/admin'
import { errorMessage } from '../../ui/error-message'
import { fetchAudit, fetchMember, type AuditEntry } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { AuditList } from './AuditList'
import { BanPanel } from './BanPanel'
import { CaseCard } from './CaseCard'
import { ADMIN_ERRORS } from './errors'
import { formatWhen } from './format'
import { OrderList } from './OrderList'
import { PhotoList } from './PhotoList'

interface MemberData {
  member: AdminMember
  audit: AuditEntry[]
}

function Facts({ member }: { member: AdminMember }) {
  return (
    <dl className="admin-facts" data-testid="admin-member-facts">
      <dt>
        <Trans>Number</Trans>
      </dt>
      <dd>#{member.id}</dd>
      <dt>
        <Trans>Email address</Trans>
      </dt>
      <dd className="admin-break">{member.email}</dd>
      <dt>
        <Trans>Site</Trans>
      </dt>
      <dd>
        {member.site} · {member.language}
        {member.country && <> · {member.country}</>}
      </dd>
      <dt>
        <Trans>Member since</Trans>
      </dt>
      <dd>
        <time dateTime={member.created_at}>{formatWhen(member.created_at)}</time>
      </dd>
      <dt>
        <Trans>Role</Trans>
      </dt>
      <dd>{member.role === 'operator' ? <Trans>Operator</Trans> : <Trans>Member</Trans>}</dd>
      {(member.deleted || member.fictional) && (
        <>
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>
            {member.deleted && <Trans>Deleted</Trans>}{' '}
            {member.fictional && <Trans>Fictional profile</Trans>}
          </dd>
        </>
      )}
    </dl>
  )
}

export function MemberPage({ memberId }: { memberId: string }) {
  const { t, i18n } = useLingui()
  const { data, failure, reload } = useSync(`admin-member:${memberId}`, {
    async fetch(signal): Promise<MemberData> {
      const member = await fetchMember(memberId, signal)
      return { member, audit: await fetchAudit(member.id, signal) }
    },
  })
  if (failure?.code === 'admin.forbidden') return <AdminRefusal />
  // An action's reload keeps the page as it is until the new answer (or its failure) comes.
  const shown = failure ? undefined : data
  const title = shown ? `${shown.member.name} (#${shown.member.id})` : t`Member`
  return (
    <AdminArea title={title}>
      {failure ? (
        <p className="form-error" role="alert">
          {errorMessage(i18n, failure.error, ADMIN_ERRORS)}
        </p>
      ) : shown === undefined ? (
        <div className="admin-loading" aria-busy="true" />
      ) : (
        <>
          <Facts member={shown.member} />
          <BanPanel member={shown.member} onChanged={reload} />
          <PhotoList photos={shown.member.photos} onChanged={reload} />
          <OrderList orders={shown.member.orders} onChanged={reload} />
          <section className="admin-section" aria-labelledby="admin-cases">
            <h2 id="admin-cases">
              <Trans>Cases</Trans>
            </h2>
            {shown.member.cases.length === 0 ? (
              <p className="admin-empty">
                <Trans>No cases about this member.</Trans>
              </p>
            ) : (
              <div className="admin-list">
                {shown.member.cases.map((item) => (
                  <CaseCard key={item.id} item={item} onChanged={reload} />
                ))}
              </div>
            )}
          </section>
          <section className="admin-section" aria-labelledby="admin-member-audit">
            <h2 id="admin-member-audit">
              <Trans>Audit log</Trans>
            </h2>
            <AuditList entries={shown.audit} />
          </section>
        </>
      )}
    </AdminArea>
  )
}
