// The pages of the lander routes, composed here of the landers feature and the signup
// feature's form (a feature never imports another). Loaded lazily through ./load.ts.
import { Trans } from '@lingui/react/macro'
import { notFound, useParams } from '@tanstack/react-router'
import { isLanderKind, LanderPage, MatchFinderPage } from '../../features/landers'
import { SignupPage } from '../../features/signup'

export function LanderRoute() {
  const { kind, slug } = useParams({ from: '/landers/$kind/$slug' })
  // An unknown kind is the 404 page (the router's not-found protocol works from a component).
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
  if (!isLanderKind(kind)) throw notFound()
  return <LanderPage key={`${kind}/${slug}`} kind={kind} slug={slug} signup={<SignupPage />} />
}

export function MatchFinderRoute() {
  return <MatchFinderPage title={<Trans>Match finder</Trans>} signup={<SignupPage />} />
}

export function SignupMatchesRoute() {
  return (
    <MatchFinderPage
      title={<Trans>Answer three questions, see your matches, sign up for free</Trans>}
      signup={<SignupPage />}
    />
  )
}
