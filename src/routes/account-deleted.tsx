import { createFileRoute } from '@tanstack/react-router'
import { AccountDeletedPage } from '../features/account'

export const Route = createFileRoute('/account-deleted')({
  staticData: { auth: 'optional' },
  component: AccountDeletedPage,
})
