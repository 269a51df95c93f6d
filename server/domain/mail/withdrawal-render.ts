// Builds the acknowledgement of a withdrawal (pure): what CRD art. 11(3) and Directive
// 2023/2673 ask the trader to send on a durable medium without delay — that the withdrawal was
// received, its content (the order withdrawn from: number, Premium period, when paid, the
// price) and the date and time it was received, in the member's time zone. It adds what
// follows from it: Premium ended at that moment, and the refund (the price less the days used,
// art. 14(3)) goes back to the method paid with within 14 days (art. 13(1)), or nothing is
// owed. The seller's block, the test mark and the frame are every order mail's
// (order-mail-render.ts). Money is the order's integer cents.
import type { Currency } from '../../../src/contract/common'
import { escapeHtml } from '../html'
import { counted, fillIn } from './digest-texts'
import {
  composeOrderMail,
  formatDate,
  formatMoney,
  linkHtml,
  rowLine,
  rowsTable,
  type Addressee,
  type RenderedOrderMail,
  type Row,
} from './order-mail-render'
import { ORDER_MAIL_TEXTS } from './order-mail-texts'
import { MAIL_TEXTS } from './texts'
import { WITHDRAWAL_TEXTS } from './withdrawal-texts'

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
  const words = WITHDRAWAL_TEXTS[locale]
  const shared = ORDER_MAIL_TEXTS[locale]
  const account = MAIL_TEXTS[locale]
  const money = (cents: number) => formatMoney(locale, cents, order.currency)
  const date = (at: Date) => formatDate(locale, at, content.timeZone)

  const what = counted(locale, shared.premium, order.months)
  const received = date(order.withdrawnAt)
  const rows: Row[] = [
    { label: words.withdrawnAt, value: received },
    { label: shared.orderNumber, value: order.publicId },
    { label: shared.purchase, value: what },
    { label: shared.paidAt, value: date(order.paidAt) },
    { label: shared.total, value: money(order.amountCents) },
    { label: words.refund, value: money(order.refundCents) },
  ]

  const greeting = fillIn(account.greeting, { name: content.name })
  const intro = fillIn(words.received, { date: received, what, site })
  const refund =
    order.refundCents > 0
      ? fillIn(words.refundPaid, { amount: money(order.refundCents) })
      : words.refundNone
  const signature = fillIn(account.signature, { site })
  const orderUrl = `${siteUrl}/transactions/${encodeURIComponent(order.publicId)}`

  const text = [greeting, '', intro, '', ...rows.map((row) => rowLine(locale, row)), '']
  text.push(words.ended, refund, '', shared.orderLink, orderUrl, '', `— ${signature}`, '')

  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${rowsTable(rows)}
<p>${escapeHtml(words.ended)}<br>${escapeHtml(refund)}</p>
<p>${linkHtml(orderUrl, shared.orderLink)}</p>
<p>${escapeHtml(signature)}</p>`

  return composeOrderMail({
    locale,
    site,
    test: content.test,
    company: content.company,
    subject: fillIn(words.subject, { number: order.publicId }),
    text,
    html,
  })
}
