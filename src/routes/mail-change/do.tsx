import { createFileRoute } from '@tanstack/react-router'
import { MailChangeDoPage } from '../../features/accounts'

export const Route = createFileRoute('/mail-change/do')({
  staticData: { auth: 'none' },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function MailChangeDo() {
    const { token } = Route.useSearch()
    return <MailChangeDoPage token={token} />
  },
})
