import { createFileRoute } from '@tanstack/react-router'
import { lazyLanderPage } from './-landers/load'

// Signup through the match finder (spec §2, public, empty layout): the same questions and
// matches as /match-finder, for campaigns that lead with the signup (-landers/pages.tsx).
export const SignupMatchesRoute = lazyLanderPage('SignupMatchesRoute')

export const Route = createFileRoute('/signup-matches')({
  staticData: { auth: 'none', layout: 'empty' },
  component: SignupMatchesRoute,
})
