// Builds the receipt mail of a paid order (pure), on the one mail layout. It holds
// what a Dutch and EU receipt needs: the order number, when it was paid (in the member's time
// zone), what was bought, the price with its VAT rate and amount and the amount without VAT,
// the discount code with the list price, the payment method and country, the withdrawal terms
// the member agreed to, and the seller (name, address, Chamber of Commerce and VAT numbers).
// A premium order also says in one line what premium gives (issue 32 §7, as /premium does).
// Money is the order's integer cents; only the display divides by 100. A test-mode order says
// so on top of the subject and the body. What every order mail shares (formats, rows, the test
// mark, the seller's block) is order-mail-render.ts's.
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { PaymentMethod } from '../../../src/contract/shop'
import { translator, type Translate } from '../i18n/translate'
import {
  composeOrderMail,
  countryName,
  formatDate,
  formatMoney,
  formatVatRate,
  rowsBlock,
  type Addressee,
  type RenderedOrderMail,
  type Row,
} from './order-mail-render'
import { ORDER_MAIL_TEXTS, RECEIPT_TEXTS } from '../i18n/server-texts'

/** The brands' own names, the same in every language. */
export const METHOD_BRANDS: Omit<Record<PaymentMethod, string>, 'creditcard'> = {
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
}

/** The order as the receipt shows it (orders' columns). */
export interface ReceiptOrder {
  publicId: string
  paidAt: Date
  product: 'credits' | 'premium'
  /** Credits added, bonus included (0 for premium). */
  credits: number
  bonusCredits: number
  months: number
  /** Where the premium period this order added ends (premium only). */
  premiumUntil: Date | null
  currency: Currency
  /** Before the discount, VAT included. */
  listCents: number
  /** Paid, VAT included. */
  amountCents: number
  vatCents: number
  /** Basis points: 2100 = 21 %. */
  vatRate: number
  discountCode: string | null
  method: PaymentMethod | null
  country: CountryCode
}

export interface ReceiptContent extends Addressee {
  /** Paid through the test checkout: no money moved. */
  test: boolean
  order: ReceiptOrder
}

function methodName(t: Translate, method: PaymentMethod | null): string {
  if (method === null) return '—'
  return method === 'creditcard' ? t(RECEIPT_TEXTS.methods.creditcard) : METHOD_BRANDS[method]
}

/** What was bought, as the subject names it. */
function what(order: ReceiptOrder, t: Translate): string {
  return order.product === 'credits'
    ? t(RECEIPT_TEXTS.credits, { count: order.credits })
    : t(ORDER_MAIL_TEXTS.premium, { count: order.months })
}

/** The purchase's row: what was bought, with its bonus credits or how long Premium lasts. */
function purchase(order: ReceiptOrder, t: Translate, date: (at: Date) => string): string {
  let text = what(order, t)
  if (order.product === 'credits' && order.bonusCredits > 0) {
    text += `, ${t(RECEIPT_TEXTS.bonus, { count: order.bonusCredits })}`
  }
  if (order.product === 'premium' && order.premiumUntil !== null) {
    text += `, ${t(RECEIPT_TEXTS.validUntil, { date: date(order.premiumUntil) })}`
  }
  return text
}

export function renderReceipt(content: ReceiptContent): RenderedOrderMail {
  const { locale, site, siteUrl, order } = content
  const t = translator(locale)
  const money = (cents: number) => formatMoney(locale, cents, order.currency)
  const date = (at: Date) => formatDate(locale, at, content.timeZone)
  const rows: Row[] = [
    { label: t(ORDER_MAIL_TEXTS.orderNumber), value: order.publicId },
    { label: t(ORDER_MAIL_TEXTS.paidAt), value: date(order.paidAt) },
    { label: t(ORDER_MAIL_TEXTS.purchase), value: purchase(order, t, date) },
    { label: t(ORDER_MAIL_TEXTS.total), value: money(order.amountCents) },
    { label: t(RECEIPT_TEXTS.vatRate), value: formatVatRate(locale, order.vatRate) },
    { label: t(RECEIPT_TEXTS.vat), value: money(order.vatCents) },
    { label: t(RECEIPT_TEXTS.net), value: money(order.amountCents - order.vatCents) },
    ...(order.discountCode === null
      ? []
      : [
          {
            label: t(RECEIPT_TEXTS.discount),
            value: t(RECEIPT_TEXTS.discountValue, {
              code: order.discountCode,
              price: money(order.listCents),
            }),
          },
        ]),
    { label: t(RECEIPT_TEXTS.method), value: methodName(t, order.method) },
    { label: t(RECEIPT_TEXTS.country), value: countryName(locale, order.country) },
  ]
  const withdrawal =
    order.product === 'credits' ? RECEIPT_TEXTS.withdrawalCredits : RECEIPT_TEXTS.withdrawalPremium
  const orderUrl = `${siteUrl}/transactions/${encodeURIComponent(order.publicId)}`
  return composeOrderMail({
    ...content,
    subject: t(RECEIPT_TEXTS.subject, { what: what(order, t), site }),
    blocks: [
      { kind: 'paragraph', lines: [t(RECEIPT_TEXTS.thanks, { site })] },
      rowsBlock(locale, rows),
      ...(order.product === 'premium'
        ? [{ kind: 'paragraph' as const, lines: [t(RECEIPT_TEXTS.premiumGives)] }]
        : []),
      {
        kind: 'paragraph',
        style: 'small',
        lines: [
          t(withdrawal),
          ...(order.product === 'premium'
            ? [{ label: t(RECEIPT_TEXTS.premiumLink), url: `${siteUrl}/premium` }]
            : []),
        ],
      },
      { kind: 'paragraph', lines: [{ label: t(ORDER_MAIL_TEXTS.orderLink), url: orderUrl }] },
    ],
  })
}
