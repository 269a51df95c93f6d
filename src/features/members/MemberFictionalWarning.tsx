// The fictional-profile disclosure above a member's signup form (/members/{id}/landing and
// /signup): shown whenever the member is fictional, in the template's form (FictionalNote.tsx).
import { FictionalDisclosure } from './FictionalNote'
import { parseMemberId } from '../../lib/member-id'
import { useMember } from './use-member'

export function MemberFictionalWarning({ memberId }: { memberId: string }) {
  const id = parseMemberId(memberId)
  if (id === null) return null
  return <Warning id={id} />
}

function Warning({ id }: { id: number }) {
  const { detail } = useMember(id)
  if (!detail?.profile.fictional) return null
  return <FictionalDisclosure name={detail.profile.name} />
}
