import { createFileRoute } from '@tanstack/react-router'
import { NewPasswordPage } from '../../features/account'

export const Route = createFileRoute('/reset-password/do')({
  component: NewPasswordPage,
})
