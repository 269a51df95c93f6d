// /admin/members/$memberId: one member for an operator — the account's facts, the ban, the
// photos (hidden ones too), the orders, the cases about them and the audit log's entries on
// them. Every action reloads the page's data, so what shows is what the server now holds.
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { AdminMember } from '../../contract/admin'
import { fetchAudit, fetchMember, type AuditEntry } from './api'
import { AdminArea, AdminRefusal } from './AdminArea'
import { AuditList } from './AuditList'
import { BanPanel } from './BanPanel'
import { CaseCard } from './CaseCard'
import { formatWhen } from './format'
import { OrderList } from './OrderList'
import { PhotoList } from './PhotoList'
import { useLoad } from './use-load'

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
  const { t } = useLingui()
  const load = useCallback(
    async (signal: AbortSignal): Promise<MemberData> => {
      const member = await fetchMember(memberId, signal)
      return { member, audit: await fetchAudit(member.id, signal) }
    },
    [memberId],
  )
  const [data, reload] = useLoad(load)
  if (data.state === 'failed' && data.forbidden) return <AdminRefusal />
  const title =
    data.state === 'done' ? `${data.data.member.name} (#${data.data.member.id})` : t`Member`
  return (
    <AdminArea title={title}>
      {data.state === 'loading' && <div className="admin-loading" aria-busy="true" />}
      {data.state === 'failed' && (
        <p className="form-error" role="alert">
          {data.message}
        </p>
      )}
      {data.state === 'done' && (
        <>
          <Facts member={data.data.member} />
          <BanPanel member={data.data.member} onChanged={reload} />
          <PhotoList photos={data.data.member.photos} onChanged={reload} />
          <OrderList orders={data.data.member.orders} onChanged={reload} />
          <section className="admin-section" aria-labelledby="admin-cases">
            <h2 id="admin-cases">
              <Trans>Cases</Trans>
            </h2>
            {data.data.member.cases.length === 0 ? (
              <p className="admin-empty">
                <Trans>No cases about this member.</Trans>
              </p>
            ) : (
              <div className="admin-list">
                {data.data.member.cases.map((item) => (
                  <CaseCard key={item.id} item={item} onChanged={reload} />
                ))}
              </div>
            )}
          </section>
          <section className="admin-section" aria-labelledby="admin-member-audit">
            <h2 id="admin-member-audit">
              <Trans>Audit log</Trans>
            </h2>
            <AuditList entries={data.data.audit} />
          </section>
        </>
      )}
    </AdminArea>
  )
}
