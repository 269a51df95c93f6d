// The integer rules of prices (issue 12), said once for the server, which charges by them
// (server/domain/payments/pricing.ts), and the client, which shows estimates by them
// (src/features/credits/money.ts), so an estimate equals what the order then says. Money is
// integer cents and VAT rates basis points; every rounding is half up with integers only.

/** a / b rounded half up, for non-negative integers. */
export function divideRounded(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) {
    throw new RangeError(`divideRounded needs non-negative integers, got ${a} / ${b}`)
  }
  return Math.floor((2 * a + b) / (2 * b))
}

/** The VAT inside a VAT-included price: gross × rate / (10,000 + rate), rate in basis points. */
export function vatIncluded(grossCents: number, rateBasisPoints: number): number {
  return divideRounded(grossCents * rateBasisPoints, 10_000 + rateBasisPoints)
}

/** `percent` off a price, in whole cents. */
export function percentOff(cents: number, percent: number): number {
  return cents - divideRounded(cents * percent, 100)
}

/** The extra credits `percent` more gives, rounded down (a bonus never rounds up to a gift). */
export function bonusCredits(credits: number, percent: number): number {
  return Math.floor((credits * percent) / 100)
}
