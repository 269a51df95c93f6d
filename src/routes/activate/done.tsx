import { createFileRoute } from '@tanstack/react-router'
import { ActivateDonePage } from '../../features/account'

export const Route = createFileRoute('/activate/done')({
  staticData: { auth: 'none' },
  component: ActivateDonePage,
})
