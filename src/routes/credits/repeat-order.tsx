import { createFileRoute } from '@tanstack/react-router'
import { RepeatOrderPage } from '../../features/credits'

// /credits/repeat-order (spec §2, login required): buy the last paid order again.
export const Route = createFileRoute('/credits/repeat-order')({
  component: RepeatOrderPage,
})
