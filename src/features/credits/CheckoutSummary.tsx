// The checkout's summary: the product (with any bonus credits), the payment country, the
// price incl. VAT against the list price, and the VAT in it. The figures are the estimate
// before the order and the order's own amounts once it exists (`fromOrder`).
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Money, Product, ShopResponse, Transaction } from '../../contract/shop'
import { useCountryName } from '../../ui/use-country-name'
import { formatMoney, formatRate } from './money'
import { Price } from './ShopParts'
import { SummaryRow } from './SummaryRow'

export interface Figures {
  credits: number
  bonus: number
  price: Money
  listPrice: Money
  vat: Money
  vatRate: number
}

export function fromOrder(order: Transaction): Figures {
  return {
    credits: order.credits - order.bonus_credits,
    bonus: order.bonus_credits,
    price: order.price,
    listPrice: order.list_price,
    vat: order.vat,
    vatRate: order.vat_rate,
  }
}

export function CheckoutSummary({
  shop,
  product,
  months,
  figures,
}: {
  shop: ShopResponse
  product: Product
  months: number
  figures: Figures
}) {
  const { i18n } = useLingui()
  const countryName = useCountryName()
  const vat = formatMoney(figures.vat, i18n.locale)
  const rate = formatRate(figures.vatRate, i18n.locale)
  const credits = figures.credits
  const bonus = figures.bonus

  return (
    <dl className="shop-summary" data-testid="checkout-summary">
      <SummaryRow term={<Trans>Product</Trans>}>
        {product.kind === 'credits' ? (
          <Plural value={credits} one="# credit" other="# credits" />
        ) : (
          <Plural value={months} one="Premium for # month" other="Premium for # months" />
        )}
        {bonus > 0 && (
          <span className="shop-package-bonus">
            {' '}
            <Plural value={bonus} one="+ # bonus credit" other="+ # bonus credits" />
          </span>
        )}
      </SummaryRow>
      <SummaryRow term={<Trans>Payment country</Trans>}>{countryName(shop.country)}</SummaryRow>
      <SummaryRow term={<Trans>Price incl. VAT</Trans>}>
        <Price price={figures.price} listPrice={figures.listPrice} />
      </SummaryRow>
      <SummaryRow term={<Trans>Of which VAT ({rate})</Trans>}>{vat}</SummaryRow>
    </dl>
  )
}
