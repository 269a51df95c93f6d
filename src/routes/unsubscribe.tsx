import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../features/accounts'

// A digest mail's unsubscribe link: public, no login (the token is the proof).
export const Route = createFileRoute('/unsubscribe')({
  staticData: { auth: 'optional' },
  validateSearch: (search: Record<string, unknown>): { t?: string } =>
    typeof search.t === 'string' ? { t: search.t } : {},
  component: function Unsubscribe() {
    const { t } = Route.useSearch()
    return <UnsubscribePage token={t} />
  },
})
