import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../features/credits'

// /credits/{creditId}/{paymentMethod?} (spec §2, login required): one package's checkout.
export const Route = createFileRoute('/credits/$creditId/{-$paymentMethod}')({
  component: function Checkout() {
    const { creditId, paymentMethod } = Route.useParams()
    return <CheckoutPage creditId={creditId} paymentMethod={paymentMethod} />
  },
})
