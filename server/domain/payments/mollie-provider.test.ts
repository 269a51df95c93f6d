// The Mollie adapter against the real @mollie/api-client, with Mollie's HTTP answers played by
// nock (test/mollie.ts: bodies shaped as in Mollie's API reference). No request leaves the
// machine.
import nock from 'nock'
import { describe, expect, it, vi } from 'vitest'
import { centsToValue, mollieProvider, valueToCents } from './mollie-provider'
import { PaymentProviderError, UnknownPaymentError } from './payment-provider'
import {
  answerCreate,
  answerPayment,
  answerRefund,
  CHECKOUT,
  HAL,
  MOLLIE_API,
  molliePayment,
  notFound,
  openPayment,
  ORDER_ID,
  paidPayment,
  PAYMENT_ID,
  playMollie,
} from '../../test/mollie'

const log = { warn: vi.fn() }
const provider = mollieProvider({ apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', logger: log })
/** A payment's fields as the checkout asks for one; each test adds or changes its own. */
const INPUT = {
  orderId: ORDER_ID,
  amountCents: 1495,
  currency: 'EUR',
  description: 'Klik: 100 credits',
  redirectUrl: `https://klik.example/transactions/${ORDER_ID}`,
  webhookUrl: 'https://klik.example/api/payment_webhook.php',
  method: null,
}

/** What the adapter reads from the payment of the fixtures (test/mollie.ts). */
const READ = {
  id: PAYMENT_ID,
  orderId: ORDER_ID,
  amountCents: 1495,
  currency: 'EUR',
  refundedCents: 0,
  chargedBackCents: 0,
  method: 'ideal',
}
const failureOf = (promise: Promise<unknown>) => promise.catch((e: unknown) => e)

playMollie(() => log.warn.mockClear())

describe('centsToValue and valueToCents', () => {
  it.each([
    [1495, '14.95'],
    [5, '0.05'],
    [100000, '1000.00'],
    [0, '0.00'],
    [100, '1.00'],
  ])('%i cents is "%s" and back', (cents, value) => {
    expect(centsToValue(cents)).toBe(value)
    expect(valueToCents(value)).toBe(cents)
  })

  it('refuses cents that are not a whole, safe, non-negative number', () => {
    for (const bad of [-1, 14.95, Number.NaN, 2 ** 53])
      expect(() => centsToValue(bad)).toThrow(RangeError)
  })

  it('refuses any value but digits, a dot and exactly two decimals', () => {
    for (const bad of ['14.9', '14.950', '14', '-1.00', '1,00', ' 1.00', '1e3.00', '.50', '']) {
      expect(() => valueToCents(bad)).toThrow(PaymentProviderError)
    }
    expect(() => valueToCents('99999999999999999.00')).toThrow(PaymentProviderError)
  })
})

describe('mollieProvider', () => {
  it('is Mollie, in test mode exactly when the key is a test key', () => {
    expect(provider.name).toBe('mollie')
    expect(provider.testMode).toBe(true)
    expect(mollieProvider({ apiKey: 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }).testMode).toBe(false)
  })

  it('creates a payment with the amount as a string, our ids and the order id as key', async () => {
    const requests = answerCreate(openPayment({ locale: 'nl_NL' }))
    const payment = await provider.createPayment({ ...INPUT, method: 'ideal', locale: 'nl' })
    const [sent] = requests

    expect(sent?.body).toEqual({
      amount: { currency: 'EUR', value: '14.95' },
      description: 'Klik: 100 credits',
      redirectUrl: `https://klik.example/transactions/${ORDER_ID}`,
      webhookUrl: 'https://klik.example/api/payment_webhook.php',
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { order_id: ORDER_ID },
    })
    expect(sent?.headers['idempotency-key']).toBe(ORDER_ID)
    expect(sent?.headers.authorization).toBe('Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM')
    expect(payment).toEqual({ ...READ, status: 'open', checkoutUrl: CHECKOUT })
  })

  it('leaves the method out when the member chooses on Mollie, and maps each locale', async () => {
    const answer = openPayment({ method: null, amount: { value: '0.05', currency: 'PLN' } })
    const sent = answerCreate(answer, 2)
    const input = { ...INPUT, amountCents: 5, currency: 'PLN', description: 'Klik: premium' }

    const payment = await provider.createPayment({ ...input, locale: 'pl' })
    await provider.createPayment({ ...input, method: 'creditcard', locale: 'en' })

    const [first, second] = sent.map((request) => request.body)
    expect(first).not.toHaveProperty('method')
    expect(first).toMatchObject({ amount: { currency: 'PLN', value: '0.05' }, locale: 'pl_PL' })
    expect(second).toMatchObject({ method: 'creditcard', locale: 'en_US' })
    expect(payment).toMatchObject({ method: null, amountCents: 5, currency: 'PLN' })
  })

  it('refuses a malformed amount before asking Mollie', async () => {
    const bad = { ...INPUT, amountCents: 14.95, redirectUrl: 'https://klik.example/transactions/x' }
    await expect(provider.createPayment({ ...bad, locale: 'en' })).rejects.toThrow(RangeError)
  })

  describe('getPayment, as the webhook asks', () => {
    const get = () => provider.getPayment(PAYMENT_ID)

    it('reads a paid payment', async () => {
      answerPayment(paidPayment())
      expect(await get()).toEqual({ ...READ, status: 'paid', checkoutUrl: null })
    })

    it('reads a failed payment', async () => {
      answerPayment(
        molliePayment('failed', {
          method: 'creditcard',
          failedAt: '2026-03-20T13:16:00+00:00',
          details: { cardLabel: 'Visa', failureReason: 'insufficient_funds' },
        }),
      )
      expect(await get()).toMatchObject({
        status: 'failed',
        method: 'creditcard',
        checkoutUrl: null,
      })
    })

    it('reads an expired payment that never had a method', async () => {
      answerPayment(
        molliePayment('expired', { method: null, expiredAt: '2026-03-20T13:28:37+00:00' }),
      )
      expect(await get()).toMatchObject({ status: 'expired', method: null, checkoutUrl: null })
      expect(log.warn).not.toHaveBeenCalled()
    })

    it('reads an open payment with where to pay', async () => {
      answerPayment(openPayment({ method: null }))
      expect(await get()).toMatchObject({ status: 'open', method: null, checkoutUrl: CHECKOUT })
    })

    it('reads what was refunded and what the bank took back', async () => {
      answerPayment(
        paidPayment({
          method: 'paypal',
          amount: { value: '1000.00', currency: 'GBP' },
          amountRefunded: { value: '250.05', currency: 'GBP' },
          amountRemaining: { value: '0.00', currency: 'GBP' },
          amountChargedBack: { value: '749.95', currency: 'GBP' },
        }),
      )
      expect(await get()).toMatchObject({
        status: 'paid',
        amountCents: 100000,
        currency: 'GBP',
        refundedCents: 25005,
        chargedBackCents: 74995,
        method: 'paypal',
      })
    })

    it('answers a method Klik does not name as null, and says so in the log', async () => {
      answerPayment(paidPayment({ method: 'applepay', metadata: null }))
      expect(await get()).toMatchObject({ method: null, orderId: null })
      expect(log.warn).toHaveBeenCalledOnce()
    })

    it('refuses an amount it cannot read and a status it does not know', async () => {
      answerPayment(paidPayment({ amount: { value: '14.9', currency: 'EUR' } }))
      answerPayment(molliePayment('settled'))
      await expect(get()).rejects.toThrow(/amount Klik cannot read/)
      await expect(get()).rejects.toThrow(/status Klik does not know/)
    })

    it('says a payment Mollie does not know is unknown (404)', async () => {
      answerPayment(notFound('tr_NotOurs123'), 404, 'tr_NotOurs123')
      const error = await failureOf(provider.getPayment('tr_NotOurs123'))
      expect(error).toBeInstanceOf(UnknownPaymentError)
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect((error as UnknownPaymentError).paymentId).toBe('tr_NotOurs123')
      expect((error as UnknownPaymentError).cause).toBeDefined()
    })

    it('says an id that is no payment id is unknown, without asking Mollie', async () => {
      await expect(provider.getPayment('ord_123')).rejects.toBeInstanceOf(UnknownPaymentError)
    })

    it('turns a server error, after the library retried it, into a PaymentProviderError', async () => {
      const failure = { status: 500, title: 'Internal Server Error', detail: 'Try again later.' }
      // Retry-After: 0 keeps the library's three attempts from waiting 2 s each.
      nock(MOLLIE_API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .times(3)
        .reply(500, failure, { ...HAL, 'Retry-After': '0' })
      const error = await failureOf(get())
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect(error).not.toBeInstanceOf(UnknownPaymentError)
      expect((error as Error).message).toMatch(/\(500\): Try again later/)
    })

    it('turns a network error into a PaymentProviderError that keeps its cause', async () => {
      nock(MOLLIE_API).get(`/v2/payments/${PAYMENT_ID}`).replyWithError('socket hang up')
      const error = await failureOf(get())
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect(error).not.toBeInstanceOf(UnknownPaymentError)
      expect(String((error as PaymentProviderError).cause)).toMatch(/socket hang up/)
    })
  })

  describe('refund', () => {
    it('refunds all that is left: fetches the payment, then posts its amount', async () => {
      const sent = answerRefund(paidPayment(), '14.95')
      await provider.refund(PAYMENT_ID, undefined, 'Klik: refund')
      expect(sent.body).toEqual({
        amount: { currency: 'EUR', value: '14.95' },
        description: 'Klik: refund',
      })
    })

    it('refunds only what was not refunded or charged back before', async () => {
      const payment = paidPayment({
        amountRefunded: { value: '4.95', currency: 'EUR' },
        amountRemaining: { value: '10.00', currency: 'EUR' },
        amountChargedBack: { value: '2.00', currency: 'EUR' },
      })
      const sent = answerRefund(payment, '8.00')
      await provider.refund(PAYMENT_ID)
      expect(sent.body).toEqual({ amount: { currency: 'EUR', value: '8.00' } })
    })

    it('posts nothing when all of it went back already', async () => {
      answerPayment(
        paidPayment({
          amountRefunded: { value: '14.95', currency: 'EUR' },
          amountRemaining: { value: '0.00', currency: 'EUR' },
        }),
      )
      await provider.refund(PAYMENT_ID)
    })

    it("refunds part, in the payment's currency", async () => {
      const sent = answerRefund(
        paidPayment({ amount: { value: '14.95', currency: 'GBP' } }),
        '5.00',
      )
      await provider.refund(PAYMENT_ID, 500, 'Klik: part of the credits')
      expect(sent.body).toEqual({
        amount: { currency: 'GBP', value: '5.00' },
        description: 'Klik: part of the credits',
      })
    })

    it('refuses an amount that is not a positive number of cents', async () => {
      await expect(provider.refund(PAYMENT_ID, 0)).rejects.toThrow(RangeError)
      await expect(provider.refund(PAYMENT_ID, 1.5)).rejects.toThrow(RangeError)
    })

    it('says a payment Mollie does not know is unknown', async () => {
      answerPayment(notFound('tr_NotOurs123'), 404, 'tr_NotOurs123')
      await expect(provider.refund('tr_NotOurs123')).rejects.toBeInstanceOf(UnknownPaymentError)
    })

    it("passes Mollie's refusal on as a PaymentProviderError", async () => {
      const refusal = {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The amount is higher than the amount that can be refunded',
        field: 'amount',
      }
      answerPayment(paidPayment())
        .post(`/v2/payments/${PAYMENT_ID}/refunds`)
        .reply(422, refusal, HAL)
      const error = await failureOf(provider.refund(PAYMENT_ID, 2000))
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect(error).not.toBeInstanceOf(UnknownPaymentError)
      expect((error as Error).message).toMatch(/\(422\)/)
    })
  })
})
