// What a member reads when a shop call fails, by the contract's error code.
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../api/errors'
import { formatMoney } from './money'
import type { ErrorTexts } from '../../ui/error-message'

export const SHOP_ERRORS: ErrorTexts = {
  'discount.unknown': msg`This discount code does not exist.`,
  'discount.expired': msg`This discount code has run out.`,
  'discount.used': msg`You have already used this discount code.`,
  'discount.login_required': msg`Log in to use this discount code.`,
  'discount.not_applicable': msg`This discount code is not valid for this product.`,
  'shop.unknown_product': msg`This package or plan is not for sale (any more).`,
  'shop.country_not_sold': msg`We do not sell in this country. Please choose another one.`,
  'shop.method_not_offered': msg`This payment method is not offered in this country. Please choose another one.`,
  'order.client_key_reused': msg`Something went wrong with this order. Please reload the page and try again.`,
  'order.not_found': msg`We could not find this payment.`,
  'order.withdrawal_closed': msg`This purchase can no longer be withdrawn from.`,
  'payment.provider_unavailable': msg`Payments are not possible at the moment. Nothing was charged; please try again later.`,
  'payment.test_checkout_closed': msg`The test checkout is not available on this site.`,
  'spending.limit_reached': msg`This purchase would pass your monthly spending limit.`,
  'spending.other_currency': msg`Your monthly spending limit is in another currency. Change it on the credits page to pay in this one.`,
}

/**
 * The refusal of an order that would pass the monthly spending limit, with the limit, what was
 * spent and when it resets (the error's details), or null for any other failure.
 */
export function spendingRefusal(failure: unknown, currency: string, locale: string): string | null {
  if (!(failure instanceof ApiError) || failure.code !== 'spending.limit_reached') return null
  const details = failure.details ?? {}
  const { limit_cents: limitCents, spent_cents: spentCents, resets } = details
  if (limitCents === undefined || spentCents === undefined || resets === undefined) return null
  const limit = formatMoney({ cents: limitCents, currency }, locale)
  const spent = formatMoney({ cents: spentCents, currency }, locale)
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(
    new Date(resets * 1000),
  )
  return i18n._(
    msg`This purchase would pass your monthly spending limit of ${limit}: ${spent} is spent or waiting for payment this month. The limit starts again on ${date}.`,
  )
}

/** The codes after which the stored discount is dropped: it will not work again. */
export const DEAD_DISCOUNT = new Set(['discount.unknown', 'discount.expired', 'discount.used'])
