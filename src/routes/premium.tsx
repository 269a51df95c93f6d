import { createFileRoute } from '@tanstack/react-router'
import { PremiumPage } from '../features/credits'

// /premium (spec §2, public): what premium gives, its plans, and a member's checkout.
export const Route = createFileRoute('/premium')({
  staticData: { auth: 'none' },
  component: PremiumPage,
})
