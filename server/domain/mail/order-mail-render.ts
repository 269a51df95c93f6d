// What the mails about an order (the receipt, the withdrawal acknowledgement) share, pure:
// money, dates and countries as the member's locale writes them, the "label: value" rows, and
// the frame around each mail's own part — the test mark on top of the subject and the body,
// the seller's block at the foot, the HTML page. The plain-text part has every link alone on
// its own line; the HTML part escapes every filled-in value.
import type { Currency } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import { escapeHtml } from '../html'
import type { Company } from '../sites/site-schema'
import { counted, fillIn } from './digest-texts'
import { FORMAT_LOCALES, ORDER_MAIL_TEXTS } from './order-mail-texts'

/** Whom an order mail speaks to, and from which site (order-mail.ts finds them). */
export interface Addressee {
  locale: Locale
  /** The site's name. */
  site: string
  /** The site's address, without a trailing slash. */
  siteUrl: string
  /** The member's name. */
  name: string
  /** The IANA zone dates are shown in. */
  timeZone: string
  /** The seller: the site's company. */
  company: Company
}

export interface RenderedOrderMail {
  subject: string
  text: string
  html: string
  links: string[]
}

export interface Row {
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

/** A date and time in `timeZone`, with the zone's name ("14 March 2026 at 23:30 CET"). */
export function formatDate(locale: Locale, date: Date, timeZone: string): string {
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

export function countryName(locale: Locale, country: string): string {
  return new Intl.DisplayNames([FORMAT_LOCALES[locale]], { type: 'region' }).of(country) ?? country
}

/** One row as the plain text and the seller's block write it: "Order number: ord_…". */
export function rowLine(locale: Locale, row: Row): string {
  return fillIn(ORDER_MAIL_TEXTS[locale].row, { label: row.label, value: row.value })
}

/** The rows as the HTML part's table. */
export function rowsTable(rows: Row[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;font-weight:normal;color:#555;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:4px 0">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('\n')
  return `<table style="border-collapse:collapse;font-size:14px;margin:0 0 16px">
${cells}
</table>`
}

/** A link of the HTML part, labelled with the plain text's line before it (less its colon). */
export function linkHtml(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#c81e50">${escapeHtml(label.replace(/\s*:\s*$/, ''))}</a>`
}

/** The seller as every order mail ends: name, address, city, country, KvK and VAT numbers. */
function sellerBlock(locale: Locale, company: Company): string[] {
  const words = ORDER_MAIL_TEXTS[locale]
  const rows: Row[] = [
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
  return [
    words.seller,
    company.name,
    company.address,
    company.city,
    countryName(locale, company.country),
    ...rows.map((row) => rowLine(locale, row)),
  ]
}

/** One mail about an order: its own subject and body, framed as every order mail is. */
export interface OrderMailParts {
  locale: Locale
  /** The site's name. */
  site: string
  /** Paid through the test checkout: no money moved. */
  test: boolean
  company: Company
  /** Without the test mark. */
  subject: string
  /** The plain-text lines between the test mark and the seller's block. */
  text: string[]
  /** The HTML between the test mark and the seller's block. */
  html: string
}

export function composeOrderMail(parts: OrderMailParts): RenderedOrderMail {
  const { locale, site } = parts
  const words = ORDER_MAIL_TEXTS[locale]
  const subject = `${parts.test ? `[${words.testMark}] ` : ''}${parts.subject}`
  const seller = sellerBlock(locale, parts.company)
  const text = [
    ...(parts.test ? [`*** ${words.testMark} ***`, words.testNote, ''] : []),
    ...parts.text,
    ...seller,
    '',
  ]
  const testBanner = parts.test
    ? `<p style="margin:0 0 16px;padding:12px;border:2px solid #b00020;border-radius:6px;background:#fdecee;color:#b00020;font-weight:bold;font-size:16px">${escapeHtml(words.testMark)}<br><span style="font-weight:normal;font-size:14px">${escapeHtml(words.testNote)}</span></p>`
    : ''
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#c81e50;margin:0 0 16px">${escapeHtml(site)}</p>
${testBanner}
${parts.html}
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px">${seller.map(escapeHtml).join('<br>\n')}</p>
</div></body></html>
`
  const links = text.filter((entry) => /^\s*https?:\/\//.test(entry)).map((entry) => entry.trim())
  return { subject, text: text.join('\n'), html, links }
}
