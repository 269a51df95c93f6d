import { createFileRoute } from '@tanstack/react-router'
import { CreditsPage } from '../../features/credits'

// /credits (spec §2, login required): balance, discount, packages; ?return= and ?code= are
// read by the page itself (no validateSearch: its parsing stays out of the start-up bundle).
export const Route = createFileRoute('/credits/')({
  component: CreditsPage,
})
