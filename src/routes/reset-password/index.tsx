import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../features/accounts'

export const Route = createFileRoute('/reset-password/')({
  staticData: { auth: 'optional' },
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === 'string' ? { error: search.error } : {},
  component: function ResetPassword() {
    const { error } = Route.useSearch()
    return <ResetPasswordPage invalidLink={error === 'invalid_token'} />
  },
})
