// What the mails about an order (the receipt, the withdrawal acknowledgement) share, pure:
// money, dates and countries as the member's locale writes them, the "label: value" rows, and
// what frames each mail's own blocks on the one mail layout — the test mark on top of the
// subject and the body, the greeting and signature, the seller's block at the foot.
import type { Currency } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import { translator } from '../i18n/translate'
import type { Company } from '../sites/site-schema'
import { renderMailDocument, type MailBlock, type RenderedMail } from './layout'
import { MAIL_TEXTS, ORDER_MAIL_TEXTS } from '../i18n/server-texts'

/**
 * The locale with a region for Intl's money, date and percent formats: English the British
 * way (day month year, as the EU reads it), every other language as spoken in its own country.
 */
export const FORMAT_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  nl: 'nl-NL',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
  pl: 'pl-PL',
}

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

export type RenderedOrderMail = RenderedMail

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

/** Each row with its line as the plain text writes it in the language ("Order number: …"). */
function withLines(locale: Locale, rows: readonly Row[]) {
  const t = translator(locale)
  return rows.map((row) => ({ ...row, line: t(ORDER_MAIL_TEXTS.row, { ...row }) }))
}

/** "label: value" rows as the layout shows them. */
export function rowsBlock(locale: Locale, rows: readonly Row[]): MailBlock {
  return { kind: 'rows', rows: withLines(locale, rows) }
}

/** The seller as every order mail ends: name, address, city, country, KvK and VAT numbers. */
function sellerLines(locale: Locale, company: Company): string[] {
  const t = translator(locale)
  const rows = withLines(locale, [
    { label: t(ORDER_MAIL_TEXTS.kvk), value: company.kvk },
    ...(company.vat_numbers.length === 0
      ? []
      : [
          {
            label: t(ORDER_MAIL_TEXTS.vatNumbers, { count: company.vat_numbers.length }),
            value: company.vat_numbers.join(', '),
          },
        ]),
  ])
  return [
    t(ORDER_MAIL_TEXTS.seller),
    company.name,
    company.address,
    company.city,
    countryName(locale, company.country),
    ...rows.map((row) => row.line),
  ]
}

/** One mail about an order: its own subject and blocks, framed as every order mail is. */
export interface OrderMailParts {
  locale: Locale
  /** The site's name. */
  site: string
  /** Paid through the test checkout: no money moved. */
  test: boolean
  company: Company
  /** The member's name. */
  name: string
  /** Without the test mark. */
  subject: string
  blocks: readonly MailBlock[]
}

export function composeOrderMail(parts: OrderMailParts): RenderedOrderMail {
  const { locale, site } = parts
  const t = translator(locale)
  const testMark = t(ORDER_MAIL_TEXTS.testMark)
  return renderMailDocument({
    locale,
    site,
    subject: `${parts.test ? `[${testMark}] ` : ''}${parts.subject}`,
    ...(parts.test ? { banner: { title: testMark, text: t(ORDER_MAIL_TEXTS.testNote) } } : {}),
    greeting: t(MAIL_TEXTS.greeting, { name: parts.name }),
    blocks: parts.blocks,
    signature: t(MAIL_TEXTS.signature, { site }),
    footer: sellerLines(locale, parts.company),
  })
}
