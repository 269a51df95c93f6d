import { createFileRoute } from '@tanstack/react-router'
import { lazyAccountPage } from '../-account/load'

export const ActivateErrorRoute = lazyAccountPage('ActivateErrorPage')

export const Route = createFileRoute('/activate/error')({
  staticData: { auth: 'none' },
  component: ActivateErrorRoute,
})
