// /test-checkout/{paymentId} (public, empty layout): the built-in test checkout, as Mollie's
// test mode has one — no real money moves, and the banner says so on screen the whole time.
// It shows the payment, lets one pick a method when none was chosen, and offers its outcomes:
// paid, failed, canceled, expired, or leave it open; the server then calls its own webhook and
// the browser goes back to the shop's return address.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSync } from '../../api/use-sync'
import type { PaymentMethod, TestCheckoutOutcome } from '../../contract/shop'
import { errorMessage } from '../../ui/error-message'
import { FormError } from '../../ui/FormError'
import { fetchTestPayment, settleTestPayment } from './api'
import { SHOP_ERRORS } from './errors'
import { formatMoney } from './money'
import { methodLabel } from './ShopParts'
import './credits.css'

const OUTCOMES: ReadonlyArray<{ outcome: TestCheckoutOutcome; label: MessageDescriptor }> = [
  { outcome: 'paid', label: msg({ message: 'Paid', context: 'test checkout' }) },
  { outcome: 'failed', label: msg({ message: 'Failed', context: 'test checkout' }) },
  { outcome: 'canceled', label: msg({ message: 'Canceled', context: 'test checkout' }) },
  { outcome: 'expired', label: msg({ message: 'Expired', context: 'test checkout' }) },
  { outcome: 'open', label: msg({ message: 'Leave open', context: 'test checkout' }) },
]

export function TestCheckoutPage({ paymentId }: { paymentId: string }) {
  const { i18n } = useLingui()
  const { data: payment, failure } = useSync(paymentId, {
    name: 'test-checkout',
    fetch: (signal) => fetchTestPayment(paymentId, signal),
  })
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const choosing = payment !== undefined && payment.method === null && payment.methods.length > 0

  const settle = async (outcome: TestCheckoutOutcome) => {
    setBusy(true)
    setError(null)
    try {
      const chosen =
        payment?.method ?? method ?? (choosing ? payment?.methods[0] : undefined) ?? undefined
      const { redirect_url: next } = await settleTestPayment(paymentId, outcome, chosen)
      window.location.assign(next)
    } catch (failure) {
      setError(errorMessage(i18n, failure, SHOP_ERRORS))
      setBusy(false)
    }
  }

  return (
    <div className="test-checkout">
      <p className="test-checkout-banner" role="note" data-testid="test-mode">
        <Trans>TEST MODE — no real money moves</Trans>
      </p>
      <section className="test-checkout-body">
        <h1>
          <Trans>Test payment</Trans>
        </h1>
        {failure && !payment && (
          <p className="alert alert-danger" role="alert">
            {errorMessage(i18n, failure.error, SHOP_ERRORS)}
          </p>
        )}
        {payment && (
          <>
            <div className="card test-checkout-payment">
              <p className="test-checkout-description">{payment.description}</p>
              <p className="test-checkout-amount" data-testid="test-amount">
                {formatMoney(payment.amount, i18n.locale)}
              </p>
              {payment.method !== null && <p>{methodLabel(payment.method, i18n)}</p>}
            </div>
            {payment.status !== 'open' ? (
              <div className="card">
                <p>
                  <Trans>This test payment is settled already.</Trans>
                </p>
                <a className="button button-primary" href={payment.redirect_url}>
                  <Trans>Continue</Trans>
                </a>
              </div>
            ) : (
              <>
                {choosing && (
                  <fieldset className="field shop-method-choice">
                    <legend className="field-label">
                      <Trans>Payment method</Trans>
                    </legend>
                    {payment.methods.map((choice) => (
                      <label key={choice} className="shop-method">
                        <input
                          type="radio"
                          name="method"
                          checked={(method ?? payment.methods[0]) === choice}
                          onChange={() => setMethod(choice)}
                        />
                        <span>{methodLabel(choice, i18n)}</span>
                      </label>
                    ))}
                  </fieldset>
                )}
                <p className="field-hint">
                  <Trans>Choose how this test payment ends:</Trans>
                </p>
                <div className="test-checkout-outcomes">
                  {OUTCOMES.map(({ outcome, label }) => (
                    <button
                      key={outcome}
                      type="button"
                      className={
                        outcome === 'paid' ? 'button button-primary' : 'button test-checkout-other'
                      }
                      disabled={busy}
                      onClick={() => void settle(outcome)}
                      data-testid={`outcome-${outcome}`}
                    >
                      {i18n._(label)}
                    </button>
                  ))}
                </div>
                <FormError>{error}</FormError>
              </>
            )}
          </>
        )}
      </section>
    </div>
  )
}
