import { createFileRoute } from '@tanstack/react-router'
import { MailChangeDoPage } from '../../features/accounts'
import { stringSearchParam } from '../-search-param'

export const Route = createFileRoute('/mail-change/do')({
  staticData: { auth: 'none' },
  validateSearch: stringSearchParam('token'),
  component: function MailChangeDo() {
    const { token } = Route.useSearch()
    return <MailChangeDoPage token={token} />
  },
})
