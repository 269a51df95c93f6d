import { createFileRoute } from '@tanstack/react-router'
import { lazyLanderPage } from './-landers/load'

// The match finder (spec §2, public, empty layout): three questions, the matching members,
// then the signup form (-landers/pages.tsx).
export const MatchFinderRoute = lazyLanderPage('MatchFinderRoute')

export const Route = createFileRoute('/match-finder')({
  staticData: { auth: 'none', layout: 'empty' },
  component: MatchFinderRoute,
})
