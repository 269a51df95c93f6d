import { createFileRoute } from '@tanstack/react-router'
import { MemberFictionalWarning } from '../../../features/members'
import { SignupPage } from '../../../features/signup'

// The member landing page: the lander layout around the signup form in its profile variant.
export const Route = createFileRoute('/members/$memberId/landing')({
  staticData: { auth: 'none', layout: 'lander' },
  loader: import.meta.env.SSR
    ? (args) => import('../../-ssr/loaders').then((ssr) => ssr.member(args))
    : undefined,
  component: MemberLandingRoute,
})

function MemberLandingRoute() {
  const { memberId } = Route.useParams()
  return (
    <>
      <MemberFictionalWarning memberId={memberId} />
      <SignupPage memberId={memberId} />
    </>
  )
}
