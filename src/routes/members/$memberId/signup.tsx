import { createFileRoute } from '@tanstack/react-router'
import { lazyMemberSignupPage } from '../../-members/load'
import { ssrLoad } from '../../-ssr/loader'

// Signup from a member's page: the profile variant of the heading and button, and the member
// as the body's `profile`.
export const MemberSignupRoute = lazyMemberSignupPage('MemberSignupRoute')

export const Route = createFileRoute('/members/$memberId/signup')({
  staticData: { auth: 'none', layout: 'lander' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('member', args) : undefined,
  component: MemberSignupRoute,
})
