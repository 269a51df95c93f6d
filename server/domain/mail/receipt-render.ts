// Builds the receipt mail of a paid order (pure): subject, a plain-text part with every link
// alone on its own line, and a small HTML part with every filled-in value escaped. It holds
// what a Dutch and EU receipt needs: the order number, when it was paid (in the member's time
// zone), what was bought, the price with its VAT rate and amount and the amount without VAT,
// the discount code with the list price, the payment method and country, the withdrawal terms
// the member agreed to, and the seller (name, address, Chamber of Commerce and VAT numbers).
// Money is the order's integer cents; only the display divides by 100. A test-mode order says
// so on top of the subject and the body. What every order mail shares (formats, rows, the test
// mark, the seller's block, the HTML frame) is order-mail-render.ts's.
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { PaymentMethod } from '../../../src/contract/shop'
import { escapeHtml } from '../html'
import { counted, fillIn } from './digest-texts'
import {
  composeOrderMail,
  countryName,
  formatDate,
  formatMoney,
  formatVatRate,
  linkHtml,
  rowLine,
  rowsTable,
  type Addressee,
  type RenderedOrderMail,
  type Row,
} from './order-mail-render'
import { ORDER_MAIL_TEXTS } from './order-mail-texts'
import { METHOD_BRANDS, RECEIPT_TEXTS, type ReceiptTexts } from './receipt-texts'
import { MAIL_TEXTS } from './texts'

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

function methodName(words: ReceiptTexts, method: PaymentMethod | null): string {
  if (method === null) return '—'
  return method === 'creditcard' ? words.methods.creditcard : METHOD_BRANDS[method]
}

/** What was bought, as the subject names it. */
function what(content: ReceiptContent, words: ReceiptTexts): string {
  const { locale, order } = content
  return order.product === 'credits'
    ? counted(locale, words.credits, order.credits)
    : counted(locale, ORDER_MAIL_TEXTS[locale].premium, order.months)
}

export function renderReceipt(content: ReceiptContent): RenderedOrderMail {
  const { locale, site, siteUrl, order } = content
  const words = RECEIPT_TEXTS[locale]
  const shared = ORDER_MAIL_TEXTS[locale]
  const account = MAIL_TEXTS[locale]
  const money = (cents: number) => formatMoney(locale, cents, order.currency)
  const date = (at: Date) => formatDate(locale, at, content.timeZone)

  const bought = what(content, words)
  let purchase = bought
  if (order.product === 'credits' && order.bonusCredits > 0) {
    purchase += `, ${counted(locale, words.bonus, order.bonusCredits)}`
  }
  if (order.product === 'premium' && order.premiumUntil !== null) {
    purchase += `, ${fillIn(words.validUntil, { date: date(order.premiumUntil) })}`
  }
  const rows: Row[] = [
    { label: shared.orderNumber, value: order.publicId },
    { label: shared.paidAt, value: date(order.paidAt) },
    { label: shared.purchase, value: purchase },
    { label: shared.total, value: money(order.amountCents) },
    { label: words.vatRate, value: formatVatRate(locale, order.vatRate) },
    { label: words.vat, value: money(order.vatCents) },
    { label: words.net, value: money(order.amountCents - order.vatCents) },
    ...(order.discountCode === null
      ? []
      : [
          {
            label: words.discount,
            value: fillIn(words.discountValue, {
              code: order.discountCode,
              price: money(order.listCents),
            }),
          },
        ]),
    { label: words.method, value: methodName(words, order.method) },
    { label: words.country, value: countryName(locale, order.country) },
  ]

  const greeting = fillIn(account.greeting, { name: content.name })
  const thanks = fillIn(words.thanks, { site })
  const signature = fillIn(account.signature, { site })
  const withdrawal = order.product === 'credits' ? words.withdrawalCredits : words.withdrawalPremium
  const premiumUrl = `${siteUrl}/premium`
  const orderUrl = `${siteUrl}/transactions/${encodeURIComponent(order.publicId)}`

  const text = [
    greeting,
    '',
    thanks,
    '',
    ...rows.map((row) => rowLine(locale, row)),
    '',
    withdrawal,
  ]
  if (order.product === 'premium') text.push(words.premiumLink, premiumUrl)
  text.push('', shared.orderLink, orderUrl, '', `— ${signature}`, '')

  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
${rowsTable(rows)}
<p style="font-size:13px">${escapeHtml(withdrawal)}${
    order.product === 'premium' ? `<br>${linkHtml(premiumUrl, words.premiumLink)}` : ''
  }</p>
<p>${linkHtml(orderUrl, shared.orderLink)}</p>
<p>${escapeHtml(signature)}</p>`

  return composeOrderMail({
    locale,
    site,
    test: content.test,
    company: content.company,
    subject: fillIn(words.subject, { what: bought, site }),
    text,
    html,
  })
}
