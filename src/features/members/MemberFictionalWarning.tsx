// The fictional-profile warning of the member-detail signup (spec §1 classic switch
// "show a fictional-profile warning on member-detail signup"): shown above the signup form
// of a member's lander when the template asks for it and the member is fictional.
import { useAtomValue } from 'jotai'
import { featuresAtom } from '../../session'
import { FictionalProfileWarning } from './FictionalNote'
import { parseMemberId } from '../../lib/member-id'
import { useMember } from './use-member'

export function MemberFictionalWarning({ memberId }: { memberId: string }) {
  const id = parseMemberId(memberId)
  const features = useAtomValue(featuresAtom)
  if (id === null || !features?.signup.fictionalProfileWarning) return null
  return <Warning id={id} />
}

function Warning({ id }: { id: number }) {
  const { detail } = useMember(id)
  if (!detail?.profile.fictional) return null
  return <FictionalProfileWarning />
}
