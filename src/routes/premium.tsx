import { createFileRoute } from '@tanstack/react-router'
import { PremiumPage } from '../features/credits/PremiumPage'

// /premium (spec §2, public): what premium gives, its plans, and a member's checkout.
export const Route = createFileRoute('/premium')({
  staticData: { auth: 'none' },
  loader: import.meta.env.SSR
    ? (args) => import('./-ssr/loaders').then((ssr) => ssr.shop(args))
    : undefined,
  component: PremiumPage,
})
