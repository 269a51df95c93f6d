import { createFileRoute } from '@tanstack/react-router'
import { lazyMemberSignupPage } from '../../../-members/load'
import { ssrLoad } from '../../../-ssr/loader'

// A focused member lander (spec §2, empty layout, public): a large photo above the signup
// form. The slug only makes the address readable (a name or campaign); the member id decides.
export const MemberLanding3Route = lazyMemberSignupPage('MemberHeroLanderRoute')

export const Route = createFileRoute('/members/$memberId/landing3/$slug')({
  staticData: { auth: 'none', layout: 'empty' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('member', args) : undefined,
  component: MemberLanding3Route,
})
