import { createFileRoute } from '@tanstack/react-router'
import { PremiumPage } from '../features/credits/PremiumPage'
import { ssrLoad } from './-ssr/loader'

// /premium (spec §2, public): what premium gives, its plans, and a member's checkout.
export const Route = createFileRoute('/premium')({
  staticData: { auth: 'none' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('shop', args) : undefined,
  component: PremiumPage,
})
