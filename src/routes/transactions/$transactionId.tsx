import { createFileRoute } from '@tanstack/react-router'
import { TransactionPage } from '../../features/credits'

// /transactions/{transactionId} (spec §2, public): the return from the payment provider.
export const Route = createFileRoute('/transactions/$transactionId')({
  staticData: { auth: 'none' },
  component: function Transaction() {
    const { transactionId } = Route.useParams()
    return <TransactionPage key={transactionId} transactionId={transactionId} />
  },
})
