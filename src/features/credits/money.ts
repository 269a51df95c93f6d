// Money on the screen (issue 12): prices are integer cents from the server; every sum here is
// integer arithmetic with half-up rounding — the very rules the server charges by
// (src/contract/prices.ts), so an estimate shown before the order equals what the order then
// says — and only the display divides by 100.
import type { Money } from '../../contract/shop'

import { divideRounded } from '../../contract/prices'

/** Cents per unit (a message, a month), rounded half up: a hint, never charged. */
export function centsPer(cents: number, units: number): number {
  return units > 0 ? divideRounded(cents, units) : cents
}

const formats = new Map<string, Intl.NumberFormat>()

/** "€ 29,95", "29,95 €", "129,95 zł": the price in the interface language's way. */
export function formatMoney(money: Money, locale: string): string {
  const key = `${locale}:${money.currency}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency })
    formats.set(key, format)
  }
  return format.format(money.cents / 100)
}

/** A VAT rate in basis points as a percentage: 2100 → "21%", 550 → "5,5 %". */
export function formatRate(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  )
}

/** What a member typed as an amount ("50", "50,5", "49.95") in cents; null when it is none. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return null
  return Math.round(Number(normalized) * 100)
}
