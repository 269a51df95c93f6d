// The checkout of one product, a credit package or a premium plan: what it is, the price with
// VAT and the discount (CheckoutSummary), the payment method, the waiver the law asks for, and
// the button that places the order and goes to pay; the fictional-profile note comes before
// the waiver. Before the order the amounts are an estimate, worked out with the server's own
// integer rules; once the order exists, its amounts are shown.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { DiscountCode, Money, PaymentMethod, Product, ShopResponse } from '../../contract/shop'
import { CheckoutSummary, fromOrder, type Figures } from './CheckoutSummary'
import { applyDiscount, discountFor } from './discount'
import { vatIncluded } from '../../contract/prices'
import { RadioChoices } from '../../ui/RadioChoices'
import { formatMoney } from './money'
import { PayForm } from './PayForm'
import { methodLabel } from './ShopParts'
import { usePlaceOrder } from './use-place-order'

export interface CheckoutFormProps {
  shop: ShopResponse
  product: Product
  /** The package's credits (0 for premium) and the plan's months (0 for credits). */
  credits: number
  months: number
  listPrice: Money
  discount: DiscountCode | null
  returnTo: string | null
  method: PaymentMethod | null
  onDeadDiscount: (code: string) => void
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { shop, product, discount, returnTo } = props
  const { t, i18n } = useLingui()
  const offered = shop.methods
  const [method, setMethod] = useState<PaymentMethod>(
    props.method !== null && offered.includes(props.method)
      ? props.method
      : (offered[0] ?? 'creditcard'),
  )
  const placing = usePlaceOrder(shop.currency, props.onDeadDiscount)
  const { order } = placing
  const applied = discountFor(discount, product.kind)
  const priced = applyDiscount(applied, product.kind, props.listPrice, props.credits)
  const figures: Figures = order
    ? fromOrder(order)
    : {
        credits: props.credits,
        bonus: priced.bonusCredits,
        price: priced.price,
        listPrice: priced.listPrice,
        vat: { ...priced.price, cents: vatIncluded(priced.price.cents, shop.vat_rate) },
        vatRate: shop.vat_rate,
      }
  const total = formatMoney(figures.price, i18n.locale)
  const code = applied?.code ?? null

  return (
    <PayForm
      placing={placing}
      kind={product.kind}
      request={() => ({
        product,
        method,
        country: shop.country,
        ...(applied ? { code: applied.code } : {}),
        ...(returnTo ? { return_to: returnTo } : {}),
      })}
      label={t`Pay ${total}`}
      testId="pay"
    >
      <CheckoutSummary shop={shop} product={product} months={props.months} figures={figures} />
      <p className="field-hint">
        {order ? (
          <Trans>Your order is made. Taking you to the payment page…</Trans>
        ) : (
          <Trans>Estimate: the amounts are confirmed when your order is made.</Trans>
        )}
      </p>
      {code !== null && (
        <p className="shop-applied" data-testid="code-applied">
          <Trans>Discount code {code} is applied.</Trans>
        </p>
      )}

      <fieldset className="field shop-method-choice">
        <legend className="field-label">
          <Trans>Payment method</Trans>
        </legend>
        <RadioChoices
          name="method"
          className="shop-method"
          value={method}
          onChange={setMethod}
          choices={offered.map((choice) => ({ value: choice, label: methodLabel(choice, i18n) }))}
        />
      </fieldset>
    </PayForm>
  )
}
