import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../features/accounts'
import { stringSearchParam } from './-search-param'

// A digest mail's unsubscribe link: public, no login (the token is the proof).
export const Route = createFileRoute('/unsubscribe')({
  staticData: { auth: 'optional' },
  validateSearch: stringSearchParam('t'),
  component: function Unsubscribe() {
    const { t } = Route.useSearch()
    return <UnsubscribePage token={t} />
  },
})
