import { createFileRoute } from '@tanstack/react-router'
import { lazyAccountPage } from '../-account/load'

export const ActivateDoneRoute = lazyAccountPage('ActivateDonePage')

export const Route = createFileRoute('/activate/done')({
  staticData: { auth: 'none' },
  component: ActivateDoneRoute,
})
