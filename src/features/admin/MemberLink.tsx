// A member as the operator area names them: name, number, email, and "banned" when they are;
// the name opens their page in the area.
import { Trans } from '@lingui/react/macro'
import { AdminLink } from './AdminLink'

interface MemberRef {
  id: number
  name: string
  email: string
  banned: boolean
}

export function MemberLink({ member }: { member: MemberRef }) {
  return (
    <span className="admin-member-ref">
      <AdminLink to={`members/${member.id}`}>
        {member.name} (#{member.id})
      </AdminLink>{' '}
      <span className="admin-email">{member.email}</span>
      {member.banned && (
        <span className="admin-badge admin-badge-danger">
          <Trans>Banned</Trans>
        </span>
      )}
    </span>
  )
}
