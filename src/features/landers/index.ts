// Marketing landers and the match finder (spec §1, §2): the eight /landers/{kind}/{slug}
// layouts and the /match-finder, /signup-matches questions. Both end in the signup form,
// which their routes pass in (a feature never imports another).
export { LanderPage } from './LanderPage'
export { isLanderKind } from './lander-kind'
export { MatchFinderPage } from './match-finder/MatchFinderPage'
