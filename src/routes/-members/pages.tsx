// The signup pages around one member, composed here of the members feature and the signup
// feature's form (a feature never imports another). Loaded lazily through ./load.ts. Every
// route using them has the member id in its path.
import { useParams } from '@tanstack/react-router'
import { MemberFictionalWarning, MemberLander } from '../../features/members'
import { SignupPage } from '../../features/signup'

const useMemberId = () => useParams({ strict: false }).memberId ?? ''

/** /members/{id}/landing and /signup: the signup form in its profile variant, the member as the
 * body's `profile`, a fictional member disclosed above it. */
export function MemberSignupRoute() {
  const memberId = useMemberId()
  return (
    <>
      <MemberFictionalWarning memberId={memberId} />
      <SignupPage memberId={memberId} />
    </>
  )
}

const signup = (memberId?: string) => <SignupPage memberId={memberId} />

/** /members/{id}/landing2/{slug}: the member beside the signup form. */
export function MemberSplitLanderRoute() {
  return <MemberLander memberId={useMemberId()} variant="split" signup={signup} />
}

/** /members/{id}/landing3/{slug}: a large photo of the member above the signup form. */
export function MemberHeroLanderRoute() {
  return <MemberLander memberId={useMemberId()} variant="hero" signup={signup} />
}
