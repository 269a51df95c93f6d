import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../features/accounts'
import { stringSearchParam } from '../-search-param'

export const Route = createFileRoute('/reset-password/')({
  staticData: { auth: 'optional' },
  validateSearch: stringSearchParam('error'),
  component: function ResetPassword() {
    const { error } = Route.useSearch()
    return <ResetPasswordPage invalidLink={error === 'invalid_token'} />
  },
})
