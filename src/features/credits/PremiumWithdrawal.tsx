// "Withdraw from the contract here" (Directive 2023/2673, from 19 June 2026): for each premium
// purchase of the last 14 days, what withdrawing means and a button, then a confirmation step
// (the directive's "confirm withdrawal"). Premium ends at once; the price less the days used is
// refunded to the payment method (server/domain/payments/withdrawal.ts).
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSync } from '../../api/use-sync'
import type { Transaction } from '../../contract/shop'
import { useAction } from '../../ui/use-action'
import { fetchOrders, withdrawOrder } from './api'
import { SHOP_ERRORS } from './errors'
import { formatMoney } from './money'

/** The member's premium orders that may still be withdrawn from, or were just now. */
export function withdrawable(orders: readonly Transaction[], now: number): Transaction[] {
  return orders.filter(
    (order) =>
      order.product.kind === 'premium' &&
      order.withdrawable_until !== null &&
      Date.parse(order.withdrawable_until) > now,
  )
}

export function PremiumWithdrawal() {
  const [now] = useState(Date.now)
  const [done, setDone] = useState<Transaction[]>([])
  const { data } = useSync('orders', { name: 'orders', fetch: (signal) => fetchOrders(signal) })
  const open = withdrawable(data ?? [], now).filter(
    (order) => !done.some((withdrawn) => withdrawn.id === order.id),
  )
  if (open.length === 0 && done.length === 0) return null
  return (
    <section className="card shop-withdrawal" data-testid="premium-withdrawal">
      <h2>
        <Trans>Withdraw from your purchase</Trans>
      </h2>
      {done.map((order) => (
        <Withdrawn key={order.id} order={order} />
      ))}
      {open.map((order) => (
        <WithdrawOffer
          key={order.id}
          order={order}
          onWithdrawn={(withdrawn) => setDone((list) => [...list, withdrawn])}
        />
      ))}
    </section>
  )
}

function WithdrawOffer({
  order,
  onWithdrawn,
}: {
  order: Transaction
  onWithdrawn: (order: Transaction) => void
}) {
  const { i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const { busy, error, run } = useAction(SHOP_ERRORS)
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
  const bought = dates.format(Date.parse(order.paid ?? order.created))
  const until = dates.format(Date.parse(order.withdrawable_until ?? order.created))
  const months = order.months
  const withdraw = () =>
    run(async () => {
      onWithdrawn(await withdrawOrder(order.id))
    })
  return (
    <div className="shop-withdraw-offer">
      <p>
        <Trans>
          Bought on {bought}: <Plural value={months} one="# month" other="# months" /> of premium.
          Until {until} you may withdraw: premium then ends at once, and you get back the price less
          the days you used.
        </Trans>
      </p>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="button-row">
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void withdraw()}
            data-testid="confirm-withdrawal"
          >
            <Trans>Confirm withdrawal</Trans>
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            <Trans>Keep premium</Trans>
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => setConfirming(true)}
          data-testid="withdraw"
        >
          <Trans>Withdraw from the contract here</Trans>
        </button>
      )}
    </div>
  )
}

function Withdrawn({ order }: { order: Transaction }) {
  const { i18n } = useLingui()
  const refund = order.refund === null ? null : formatMoney(order.refund, i18n.locale)
  return (
    <p className="notice" role="status" data-testid="withdrawn">
      {refund === null ? (
        <Trans>You withdrew. Your premium has ended.</Trans>
      ) : (
        <Trans>
          You withdrew. Your premium has ended, and {refund} is being refunded to the way you paid.
        </Trans>
      )}
    </p>
  )
}
