// A member's orders: product, sum, status, provider, dates, what was refunded; a paid order
// the server calls refundable gets Refund, in full through its payment provider, after a
// confirm step with the reason.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { refundOrder, type AdminOrder } from './api'
import { formatCents, formatWhen } from './format'
import { ORDER_STATUS_LABELS } from './labels'
import { ReasonDialog } from './ReasonDialog'

export function OrderList({ orders, onChanged }: { orders: AdminOrder[]; onChanged: () => void }) {
  const { t, i18n } = useLingui()
  const [chosen, setChosen] = useState<AdminOrder | null>(null)
  const sum = chosen ? formatCents(chosen.amount_cents, chosen.currency) : ''
  const orderId = chosen?.id ?? ''
  return (
    <section className="admin-section" aria-labelledby="admin-orders">
      <h2 id="admin-orders">
        <Trans>Orders</Trans>
      </h2>
      {orders.length === 0 ? (
        <p className="admin-empty">
          <Trans>No orders.</Trans>
        </p>
      ) : (
        <table className="admin-table" data-testid="admin-orders">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label={t`Order`} className="admin-break">
                  {order.id}
                </td>
                <td data-label={t`Product`}>{order.product}</td>
                <td data-label={t`Amount`}>
                  {formatCents(order.amount_cents, order.currency)}
                  {order.refunded_cents > 0 && (
                    <>
                      {' '}
                      (<Trans>refunded</Trans> {formatCents(order.refunded_cents, order.currency)})
                    </>
                  )}
                </td>
                <td data-label={t`Status`}>
                  {i18n._(ORDER_STATUS_LABELS[order.status])} · {order.provider}
                </td>
                <td data-label={t`Date`}>
                  <time dateTime={order.paid_at ?? order.created_at}>
                    {formatWhen(order.paid_at ?? order.created_at)}
                  </time>
                </td>
                <td data-label={t`Actions`}>
                  {order.refundable && (
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => setChosen(order)}
                    >
                      <Trans>Refund</Trans>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ReasonDialog
        open={chosen !== null}
        title={t`Refund order ${orderId}`}
        confirmLabel={t`Refund ${sum}`}
        danger
        onConfirm={async (reason) => {
          if (!chosen) return
          await refundOrder(chosen.id, reason)
          onChanged()
        }}
        onClose={() => setChosen(null)}
      >
        <p>
          <Trans>
            The full amount, {sum}, goes back to the member through the payment provider. This
            cannot be undone.
          </Trans>
        </p>
      </ReasonDialog>
    </section>
  )
}
