// The four signup pages around one member (/members/{id}/landing, /signup, /landing2/{slug},
// /landing3/{slug}) load from one lazy module (./pages), as the lander routes do
// (../-landers/load.ts): one import and one preload list in the start-up bundle's route tree
// rather than four. The route files export the component they get here, which keeps the
// router's code splitter from wrapping it again.
import { lazyRouteComponent } from '@tanstack/react-router'

const load = () => import('./pages')

export const lazyMemberSignupPage = (
  name: 'MemberSignupRoute' | 'MemberSplitLanderRoute' | 'MemberHeroLanderRoute',
) => lazyRouteComponent(load, name)
