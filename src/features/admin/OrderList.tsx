// A member's orders: product, sum, status, provider, dates, what was refunded; a paid order
// the server calls refundable gets Refund, in full through its payment provider, after a
// confirm step with the reason.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { refundOrder, type AdminOrder } from './api'
import { AdminTable, type Column } from './AdminTable'
import { formatCents, formatWhen } from './format'
import { ORDER_STATUS_LABELS } from './labels'
import { ReasonDialog } from './ReasonDialog'
import { AdminSection } from './AdminArea'

export function OrderList({ orders, onChanged }: { orders: AdminOrder[]; onChanged: () => void }) {
  const { t, i18n } = useLingui()
  const [chosen, setChosen] = useState<AdminOrder | null>(null)
  const sum = chosen ? formatCents(chosen.amount_cents, chosen.currency) : ''
  const orderId = chosen?.id ?? ''
  const columns: Column<AdminOrder>[] = [
    { label: t`Order`, className: 'admin-break', cell: (order) => order.id },
    { label: t`Product`, cell: (order) => order.product },
    {
      label: t`Amount`,
      cell: (order) => (
        <>
          {formatCents(order.amount_cents, order.currency)}
          {order.refunded_cents > 0 && (
            <>
              {' '}
              (<Trans>refunded</Trans> {formatCents(order.refunded_cents, order.currency)})
            </>
          )}
        </>
      ),
    },
    {
      label: t`Status`,
      cell: (order) => `${i18n._(ORDER_STATUS_LABELS[order.status])} · ${order.provider}`,
    },
    {
      label: t`Date`,
      cell: (order) => (
        <time dateTime={order.paid_at ?? order.created_at}>
          {formatWhen(order.paid_at ?? order.created_at)}
        </time>
      ),
    },
    {
      label: t`Actions`,
      head: (
        <span className="visually-hidden">
          <Trans>Actions</Trans>
        </span>
      ),
      cell: (order) =>
        order.refundable && (
          <button type="button" className="button button-small" onClick={() => setChosen(order)}>
            <Trans>Refund</Trans>
          </button>
        ),
    },
  ]
  return (
    <AdminSection id="admin-orders" title={<Trans>Orders</Trans>}>
      {orders.length === 0 ? (
        <p className="admin-empty">
          <Trans>No orders.</Trans>
        </p>
      ) : (
        <AdminTable rows={orders} columns={columns} testId="admin-orders" />
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
    </AdminSection>
  )
}
