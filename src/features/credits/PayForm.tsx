// The form that ends a purchase (the checkout, the repeated order): what is bought, then the
// waiver and the pay button (PayStep). A submit places the order only once the waiver is
// ticked and no order is on its way.
import { useState, type ReactNode } from 'react'
import type { Product } from '../../contract/shop'
import { PayStep } from './ShopParts'
import type { OrderRequest, usePlaceOrder } from './use-place-order'

interface PayFormProps {
  placing: Pick<ReturnType<typeof usePlaceOrder>, 'place' | 'busy' | 'error'>
  kind: Product['kind']
  /** The order to place, made at the moment of the submit. */
  request: () => OrderRequest
  label: string
  testId: string
  children: ReactNode
  /** What stands below the button. */
  after?: ReactNode
}

export function PayForm({ placing, kind, request, label, testId, children, after }: PayFormProps) {
  const [agreed, setAgreed] = useState(false)
  const { place, busy, error } = placing
  return (
    <form
      className="shop-checkout"
      onSubmit={(event) => {
        event.preventDefault()
        if (!agreed || busy) return
        void place(request())
      }}
    >
      {children}
      <PayStep
        kind={kind}
        agreed={agreed}
        onAgree={setAgreed}
        error={error}
        busy={busy}
        label={label}
        testId={testId}
      />
      {after}
    </form>
  )
}
