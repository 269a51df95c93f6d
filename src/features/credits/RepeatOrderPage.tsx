// /credits/repeat-order (spec §2, login required): the member's last paid order in one line —
// what, today's price, how they paid — and one button that buys the same again, with the same
// method and payment country, after the same waiver. Without a paid order: the way to credits.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ShopResponse, Transaction } from '../../contract/shop'
import { errorMessage } from '../../ui/error-message'
import { SHOP_ERRORS } from './errors'
import { formatMoney } from './money'
import { PayForm } from './PayForm'
import { methodLabel, TestModeBanner } from './ShopParts'
import { useLastPaidOrder } from './use-orders'
import { usePlaceOrder } from './use-place-order'
import { useShop } from './use-shop'
import './credits.css'

export function RepeatOrderPage() {
  const { i18n } = useLingui()
  const { order, loaded, failure } = useLastPaidOrder(true)
  return (
    <section className="shop-page">
      <h1>
        <Trans>Repeat your order</Trans>
      </h1>
      {failure && !loaded && (
        <p className="alert alert-danger" role="alert">
          {errorMessage(i18n, failure.error, SHOP_ERRORS)}
        </p>
      )}
      {!loaded && !failure && <div className="shop-loading" aria-busy="true" />}
      {loaded && order === null && (
        <div className="card">
          <p>
            <Trans>You have not bought anything yet.</Trans>
          </p>
          <Link to="/credits" className="button button-primary">
            <Trans>See the credit packages</Trans>
          </Link>
        </div>
      )}
      {order && <Repeat last={order} />}
    </section>
  )
}

function Repeat({ last }: { last: Transaction }) {
  const { i18n } = useLingui()
  // Today's price and methods in the country the last order was paid in.
  const { shop, failure } = useShop(last.country)
  if (failure && !shop) {
    return (
      <p className="alert alert-danger" role="alert">
        {errorMessage(i18n, failure.error, SHOP_ERRORS)}
      </p>
    )
  }
  if (!shop) return <div className="shop-loading" aria-busy="true" />
  return <RepeatForm last={last} shop={shop} />
}

function RepeatForm({ last, shop }: { last: Transaction; shop: ShopResponse }) {
  const { t, i18n } = useLingui()
  const placing = usePlaceOrder(shop.currency)
  const product = last.product
  const item =
    product.kind === 'credits'
      ? shop.packages.find((candidate) => candidate.id === product.package)
      : shop.plans.find((candidate) => candidate.id === product.plan)
  if (item === undefined) {
    return (
      <div className="card">
        <p>
          <Trans>What you bought last time is not for sale any more.</Trans>
        </p>
        <Link to="/credits" className="button button-primary">
          <Trans>See the credit packages</Trans>
        </Link>
      </div>
    )
  }
  const method = last.method !== null && shop.methods.includes(last.method) ? last.method : null
  const price = formatMoney(item.price, i18n.locale)
  const how = method === null ? null : methodLabel(method, i18n)
  const credits = 'credits' in item ? item.credits : 0
  const months = 'months' in item ? item.months : 0

  return (
    <PayForm
      placing={placing}
      kind={product.kind}
      request={() => ({ product, country: last.country, ...(method ? { method } : {}) })}
      label={t`Buy again`}
      testId="buy-again"
      after={
        <p>
          <Link to="/credits">
            <Trans>Choose something else</Trans>
          </Link>
        </p>
      }
    >
      {shop.test_mode && <TestModeBanner />}
      <p className="card shop-repeat-line" data-testid="repeat-line">
        {product.kind === 'credits' ? (
          <Plural value={credits} one="# credit" other="# credits" />
        ) : (
          <Plural value={months} one="Premium for # month" other="Premium for # months" />
        )}
        {' · '}
        <strong>{price}</strong>
        {how !== null && <> · {how}</>}
      </p>
    </PayForm>
  )
}
