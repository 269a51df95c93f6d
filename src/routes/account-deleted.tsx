import { createFileRoute } from '@tanstack/react-router'
import { lazyAccountPage } from './-account/load'

export const AccountDeletedRoute = lazyAccountPage('AccountDeletedPage')

export const Route = createFileRoute('/account-deleted')({
  staticData: { auth: 'optional' },
  component: AccountDeletedRoute,
})
