import { createFileRoute } from '@tanstack/react-router'
import { MemberFictionalWarning } from '../../../features/members'
import { SignupPage } from '../../../features/signup'

// Signup from a member's page: the profile variant of the heading and button, and the member
// as the body's `profile`.
export const Route = createFileRoute('/members/$memberId/signup')({
  staticData: { auth: 'none', layout: 'lander' },
  loader: import.meta.env.SSR
    ? (args) => import('../../-ssr/loaders').then((ssr) => ssr.member(args))
    : undefined,
  component: MemberSignupRoute,
})

function MemberSignupRoute() {
  const { memberId } = Route.useParams()
  return (
    <>
      <MemberFictionalWarning memberId={memberId} />
      <SignupPage memberId={memberId} />
    </>
  )
}
