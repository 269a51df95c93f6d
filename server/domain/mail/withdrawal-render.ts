// Builds the acknowledgement of a withdrawal (pure): what CRD art. 11(3) and Directive
// 2023/2673 ask the trader to send on a durable medium without delay — that the withdrawal was
// received, its content (the order withdrawn from: number, Premium period, when paid, the
// price) and the date and time it was received, in the member's time zone. It adds what
// follows from it: Premium ended at that moment, and the refund (the price less the days used,
// art. 14(3)) goes back to the method paid with within 14 days (art. 13(1)), or nothing is
// owed. The seller's block, the test mark and the frame are every order mail's
// (order-mail-render.ts). Money is the order's integer cents.
import type { Currency } from '../../../src/contract/common'
import { translator } from '../i18n/translate'
import {
  composeOrderMail,
  formatDate,
  formatMoney,
  rowsBlock,
  type Addressee,
  type RenderedOrderMail,
  type Row,
} from './order-mail-render'
import { ORDER_MAIL_TEXTS, WITHDRAWAL_TEXTS } from '../i18n/server-texts'

/** The withdrawn premium order (orders' columns). */
export interface WithdrawalOrder {
  publicId: string
  paidAt: Date
  months: number
  currency: Currency
  /** Paid, VAT included. */
  amountCents: number
  /** When the withdrawal was received. */
  withdrawnAt: Date
  /** The price less the days used (withdrawal_refund_cents). */
  refundCents: number
}

export interface WithdrawalContent extends Addressee {
  /** Paid through the test checkout: no money moved. */
  test: boolean
  order: WithdrawalOrder
}

export function renderWithdrawal(content: WithdrawalContent): RenderedOrderMail {
  const { locale, site, siteUrl, order } = content
  const t = translator(locale)
  const money = (cents: number) => formatMoney(locale, cents, order.currency)
  const date = (at: Date) => formatDate(locale, at, content.timeZone)
  const what = t(ORDER_MAIL_TEXTS.premium, { count: order.months })
  const received = date(order.withdrawnAt)
  const rows: Row[] = [
    { label: t(WITHDRAWAL_TEXTS.withdrawnAt), value: received },
    { label: t(ORDER_MAIL_TEXTS.orderNumber), value: order.publicId },
    { label: t(ORDER_MAIL_TEXTS.purchase), value: what },
    { label: t(ORDER_MAIL_TEXTS.paidAt), value: date(order.paidAt) },
    { label: t(ORDER_MAIL_TEXTS.total), value: money(order.amountCents) },
    { label: t(WITHDRAWAL_TEXTS.refund), value: money(order.refundCents) },
  ]
  const refund =
    order.refundCents > 0
      ? t(WITHDRAWAL_TEXTS.refundPaid, { amount: money(order.refundCents) })
      : t(WITHDRAWAL_TEXTS.refundNone)
  const orderUrl = `${siteUrl}/transactions/${encodeURIComponent(order.publicId)}`
  return composeOrderMail({
    ...content,
    subject: t(WITHDRAWAL_TEXTS.subject, { number: order.publicId }),
    blocks: [
      {
        kind: 'paragraph',
        lines: [t(WITHDRAWAL_TEXTS.received, { date: received, what, site })],
      },
      rowsBlock(locale, rows),
      { kind: 'paragraph', lines: [t(WITHDRAWAL_TEXTS.ended), refund] },
      { kind: 'paragraph', lines: [{ label: t(ORDER_MAIL_TEXTS.orderLink), url: orderUrl }] },
    ],
  })
}
