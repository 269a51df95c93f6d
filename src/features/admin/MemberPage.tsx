// /admin/members/$memberId: one member for an operator — the account's facts, the ban, the
// photos (hidden ones too), the orders, the cases about them and the audit log's entries on
// them. Every action reloads the page's data, so what shows is what the server now holds.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import type { AdminMember } from '../../contract/admin'
import { fetchAudit, fetchMember, type AuditEntry } from './api'
import { AdminArea, AdminRefusal, AdminSection } from './AdminArea'
import { AdminLoaded } from './AdminLoaded'
import { AuditList } from './AuditList'
import { BanPanel } from './BanPanel'
import { CaseList } from './CaseCard'
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
  const { t } = useLingui()
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
      <AdminLoaded data={shown} failure={failure}>
        {({ member, audit }) => (
          <>
            <Facts member={member} />
            <BanPanel member={member} onChanged={reload} />
            <PhotoList photos={member.photos} onChanged={reload} />
            <OrderList orders={member.orders} onChanged={reload} />
            <AdminSection id="admin-cases" title={<Trans>Cases</Trans>}>
              <CaseList cases={member.cases} onChanged={reload}>
                <Trans>No cases about this member.</Trans>
              </CaseList>
            </AdminSection>
            <AdminSection id="admin-member-audit" title={<Trans>Audit log</Trans>}>
              <AuditList entries={audit} />
            </AdminSection>
          </>
        )}
      </AdminLoaded>
    </AdminArea>
  )
}
