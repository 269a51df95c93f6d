import { createFileRoute } from '@tanstack/react-router'
import { TestCheckoutPage } from '../../features/credits'

// /test-checkout/{paymentId} (public, empty layout): the built-in test checkout's page, where
// the server's test provider sends a payment (never in production: the server refuses it).
export const Route = createFileRoute('/test-checkout/$paymentId')({
  staticData: { auth: 'none', layout: 'empty' },
  component: function TestCheckout() {
    const { paymentId } = Route.useParams()
    return <TestCheckoutPage key={paymentId} paymentId={paymentId} />
  },
})
