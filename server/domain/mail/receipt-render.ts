// Builds the receipt mail of a paid order (pure): subject, a plain-text part with every link
// alone on its own line, and a small HTML part with every filled-in value escaped. It holds
// what a Dutch and EU receipt needs: the order number, when it was paid (in the member's time
// zone), what was bought, the price with its VAT rate and amount and the amount without VAT,
// the discount code with the list price, the payment method and country, the withdrawal terms
// the member agreed to, and the seller (name, address, Chamber of Commerce and VAT numbers).
// Money is the order's integer cents; only the display divides by 100. A test-mode order says
// so on top of the subject and the body.
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import type { PaymentMethod } from '../../../src/contract/shop'
import { escapeHtml } from '../html'
import type { Company } from '../sites/site-schema'
import { counted, fillIn } from './digest-texts'
import { FORMAT_LOCALES, METHOD_BRANDS, RECEIPT_TEXTS, type ReceiptTexts } from './receipt-texts'
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

export interface ReceiptContent {
  locale: Locale
  site: string
  /** The site's address, without a trailing slash. */
  siteUrl: string
  /** The member's name. */
  name: string
  /** The IANA zone dates are shown in. */
  timeZone: string
  /** Paid through the test checkout: no money moved. */
  test: boolean
  order: ReceiptOrder
  company: Company
}

export interface RenderedReceipt {
  subject: string
  text: string
  html: string
  links: string[]
}

interface Row {
  label: string
  value: string
}

/** `cents` of `currency` as the locale writes money (the only float: the display's /100). */
export function formatMoney(locale: Locale, cents: number, currency: Currency): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`)
  return new Intl.NumberFormat(FORMAT_LOCALES[locale], { style: 'currency', currency }).format(
    cents / 100,
  )
}

/** A VAT rate in basis points as the locale writes a percentage: 2100 → "21 %" in German. */
export function formatVatRate(locale: Locale, basisPoints: number): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[locale], {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 100)
}

function formatDate(locale: Locale, date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date)
}

function countryName(locale: Locale, country: string): string {
  return new Intl.DisplayNames([FORMAT_LOCALES[locale]], { type: 'region' }).of(country) ?? country
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
    : counted(locale, words.premium, order.months)
}

export function renderReceipt(content: ReceiptContent): RenderedReceipt {
  const { locale, site, siteUrl, order, company } = content
  const words = RECEIPT_TEXTS[locale]
  const account = MAIL_TEXTS[locale]
  const money = (cents: number) => formatMoney(locale, cents, order.currency)
  const date = (at: Date) => formatDate(locale, at, content.timeZone)

  const bought = what(content, words)
  const subject = `${content.test ? `[${words.testMark}] ` : ''}${fillIn(words.subject, { what: bought, site })}`

  let purchase = bought
  if (order.product === 'credits' && order.bonusCredits > 0) {
    purchase += `, ${counted(locale, words.bonus, order.bonusCredits)}`
  }
  if (order.product === 'premium' && order.premiumUntil !== null) {
    purchase += `, ${fillIn(words.validUntil, { date: date(order.premiumUntil) })}`
  }
  const rows: Row[] = [
    { label: words.orderNumber, value: order.publicId },
    { label: words.paidAt, value: date(order.paidAt) },
    { label: words.purchase, value: purchase },
    { label: words.total, value: money(order.amountCents) },
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
  const line = (row: Row) => fillIn(words.row, { label: row.label, value: row.value })

  const greeting = fillIn(account.greeting, { name: content.name })
  const thanks = fillIn(words.thanks, { site })
  const signature = fillIn(account.signature, { site })
  const withdrawal = order.product === 'credits' ? words.withdrawalCredits : words.withdrawalPremium
  const premiumUrl = `${siteUrl}/premium`
  const orderUrl = `${siteUrl}/transactions/${encodeURIComponent(order.publicId)}`
  const sellerRows: Row[] = [
    { label: words.kvk, value: company.kvk },
    ...(company.vat_numbers.length === 0
      ? []
      : [
          {
            label: counted(locale, words.vatNumbers, company.vat_numbers.length),
            value: company.vat_numbers.join(', '),
          },
        ]),
  ]
  const sellerLines = [
    company.name,
    company.address,
    company.city,
    countryName(locale, company.country),
  ]

  const text: string[] = []
  if (content.test) text.push(`*** ${words.testMark} ***`, words.testNote, '')
  text.push(greeting, '', thanks, '', ...rows.map(line), '', withdrawal)
  if (order.product === 'premium') text.push(words.premiumLink, premiumUrl)
  text.push('', words.orderLink, orderUrl, '', `— ${signature}`, '')
  text.push(words.seller, ...sellerLines, ...sellerRows.map(line), '')

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#c81e50">${escapeHtml(label.replace(/\s*:\s*$/, ''))}</a>`
  const tableRows = rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;font-weight:normal;color:#555;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:4px 0">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('\n')
  const testBanner = content.test
    ? `<p style="margin:0 0 16px;padding:12px;border:2px solid #b00020;border-radius:6px;background:#fdecee;color:#b00020;font-weight:bold;font-size:16px">${escapeHtml(words.testMark)}<br><span style="font-weight:normal;font-size:14px">${escapeHtml(words.testNote)}</span></p>`
    : ''
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#c81e50;margin:0 0 16px">${escapeHtml(site)}</p>
${testBanner}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
<table style="border-collapse:collapse;font-size:14px;margin:0 0 16px">
${tableRows}
</table>
<p style="font-size:13px">${escapeHtml(withdrawal)}${
    order.product === 'premium' ? `<br>${link(premiumUrl, words.premiumLink)}` : ''
  }</p>
<p>${link(orderUrl, words.orderLink)}</p>
<p>${escapeHtml(signature)}</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">${escapeHtml(words.seller)}<br>
${[...sellerLines, ...sellerRows.map(line)].map(escapeHtml).join('<br>\n')}</p>
</div></body></html>
`
  const links = text.filter((entry) => /^\s*https?:\/\//.test(entry)).map((entry) => entry.trim())
  return { subject, text: text.join('\n'), html, links }
}
