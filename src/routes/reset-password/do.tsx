import { createFileRoute } from '@tanstack/react-router'
import { lazyAccountPage } from '../-account/load'

export const NewPasswordRoute = lazyAccountPage('NewPasswordPage')

export const Route = createFileRoute('/reset-password/do')({
  component: NewPasswordRoute,
})
