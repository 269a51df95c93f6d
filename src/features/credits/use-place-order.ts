// Placing an order and going to pay. The client_key is made once per order in this tab (what
// is bought, how, where, with which code), so a double tap or a reload answers the same order
// and so the same payment. An answer that is no longer open (the member came back to the
// checkout of an order that failed) is made again as a new order. A discount the server
// refuses (ran out, used) is dropped, and the member sees the price without it.
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ApiError } from '../../api/errors'
import type { CreateOrderBody, Transaction } from '../../contract/shop'
import { errorMessage } from '../../ui/error-message'
import { createOrder } from './api'
import { SHOP_ERRORS, spendingRefusal } from './errors'
import { checkoutKey, forgetCheckoutKeys } from './storage'

export type OrderRequest = Omit<CreateOrderBody, 'client_key' | 'waive_withdrawal'>

function fingerprint(request: OrderRequest): string {
  const product =
    request.product.kind === 'credits' ? request.product.package : request.product.plan
  return [
    request.product.kind,
    product,
    request.method ?? '',
    request.country ?? '',
    request.code ?? '',
  ].join('|')
}

/** `currency`: the shop's, in which a refusal for the spending limit states its figures. */
export function usePlaceOrder(currency: string, onDeadDiscount?: (code: string) => void) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [order, setOrder] = useState<Transaction | null>(null)

  // Back from the payment page out of the browser's cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const place = async (request: OrderRequest) => {
    setBusy(true)
    setError(null)
    const what = fingerprint(request)
    const send = () =>
      createOrder({ ...request, client_key: checkoutKey(what), waive_withdrawal: true })
    try {
      let made = await send()
      if (made.checkout_url === null && made.status !== 'paid') {
        forgetCheckoutKeys()
        made = await send()
      }
      setOrder(made)
      if (made.checkout_url !== null) {
        // Busy until the browser has left for the payment page.
        window.location.assign(made.checkout_url)
        return
      }
      await navigate({ to: '/transactions/$transactionId', params: { transactionId: made.id } })
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        failure.code.startsWith('discount.') &&
        request.code !== undefined
      ) {
        onDeadDiscount?.(request.code)
      }
      setError(
        spendingRefusal(failure, currency, i18n.locale) ?? errorMessage(i18n, failure, SHOP_ERRORS),
      )
    }
    setBusy(false)
  }
  return { place, busy, error, order }
}
