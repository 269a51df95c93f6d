import { createFileRoute } from '@tanstack/react-router'
import { ActivateErrorPage } from '../../features/account'

export const Route = createFileRoute('/activate/error')({
  staticData: { auth: 'none' },
  component: ActivateErrorPage,
})
