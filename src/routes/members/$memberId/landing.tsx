import { createFileRoute } from '@tanstack/react-router'
import { lazyMemberSignupPage } from '../../-members/load'
import { ssrLoad } from '../../-ssr/loader'

// The member landing page: the lander layout around the signup form in its profile variant.
export const MemberLandingRoute = lazyMemberSignupPage('MemberSignupRoute')

export const Route = createFileRoute('/members/$memberId/landing')({
  staticData: { auth: 'none', layout: 'lander' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('member', args) : undefined,
  component: MemberLandingRoute,
})
