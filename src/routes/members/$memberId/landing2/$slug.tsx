import { createFileRoute } from '@tanstack/react-router'
import { MemberLander } from '../../../../features/members'
import { SignupPage } from '../../../../features/signup'

// A focused member lander (spec §2, empty layout, public): the member beside the signup form.
// The slug only makes the address readable (a name or campaign); the member id decides.
export const Route = createFileRoute('/members/$memberId/landing2/$slug')({
  staticData: { auth: 'none', layout: 'empty' },
  loader: import.meta.env.SSR
    ? (args) => import('../../../-ssr/loaders').then((ssr) => ssr.member(args))
    : undefined,
  component: MemberLanding2Route,
})

function MemberLanding2Route() {
  const { memberId } = Route.useParams()
  return (
    <MemberLander
      memberId={memberId}
      variant="split"
      signup={(id) => <SignupPage memberId={id} />}
    />
  )
}
