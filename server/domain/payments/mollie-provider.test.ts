// The Mollie adapter against the real @mollie/api-client, with Mollie's HTTP answers played by
// nock (bodies shaped as in Mollie's API reference). No request leaves the machine.
import nock from 'nock'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { centsToValue, mollieProvider, valueToCents } from './mollie-provider'
import { PaymentProviderError, UnknownPaymentError } from './payment-provider'

const API = 'https://api.mollie.com'
const ORDER_ID = 'ord_8Jx2kQ4mZt'
const PAYMENT_ID = 'tr_WDqYK6vllg'

type Json = Record<string, unknown>

const link = (href: string, type = 'application/hal+json') => ({ href, type })

/** A payment resource as GET /v2/payments/{id} answers it; `extra` overrides or adds fields. */
function molliePayment(status: string, extra: Json = {}): Json {
  return {
    resource: 'payment',
    id: PAYMENT_ID,
    mode: 'test',
    createdAt: '2026-03-20T13:13:37+00:00',
    amount: { value: '14.95', currency: 'EUR' },
    description: 'Klik: 100 credits',
    method: 'ideal',
    metadata: { order_id: ORDER_ID },
    status,
    isCancelable: false,
    locale: 'nl_NL',
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: `https://klik.example/transactions/${ORDER_ID}`,
    webhookUrl: 'https://klik.example/api/payment_webhook.php',
    _links: {
      self: link(`https://api.mollie.com/v2/payments/${PAYMENT_ID}`),
      dashboard: link(
        `https://my.mollie.com/dashboard/org_12345678/payments/${PAYMENT_ID}`,
        'text/html',
      ),
      documentation: link('https://docs.mollie.com/reference/get-payment', 'text/html'),
    },
    ...extra,
  }
}

const CHECKOUT = 'https://www.mollie.com/checkout/select-method/WDqYK6vllg'

function openPayment(extra: Json = {}): Json {
  const base = molliePayment('open', { expiresAt: '2026-03-20T13:28:37+00:00', ...extra })
  const links = base._links as Json
  return { ...base, _links: { ...links, checkout: link(CHECKOUT, 'text/html') } }
}

function paidPayment(extra: Json = {}): Json {
  return molliePayment('paid', {
    paidAt: '2026-03-20T13:15:02+00:00',
    amountRefunded: { value: '0.00', currency: 'EUR' },
    amountRemaining: { value: '14.95', currency: 'EUR' },
    settlementAmount: { value: '14.95', currency: 'EUR' },
    details: {
      consumerName: 'T. TEST',
      consumerAccount: 'NL17RABO0213698412',
      consumerBic: 'TESTNL99',
    },
    ...extra,
  })
}

function mollieRefund(value: string): Json {
  return {
    resource: 'refund',
    id: 're_4qqhO89gsT',
    mode: 'test',
    amount: { currency: 'EUR', value },
    status: 'pending',
    createdAt: '2026-03-21T09:00:02+00:00',
    description: 'Klik: refund',
    metadata: null,
    paymentId: PAYMENT_ID,
    _links: {
      self: link(`https://api.mollie.com/v2/payments/${PAYMENT_ID}/refunds/re_4qqhO89gsT`),
      payment: link(`https://api.mollie.com/v2/payments/${PAYMENT_ID}`),
      documentation: link('https://docs.mollie.com/reference/create-refund', 'text/html'),
    },
  }
}

const notFound = (id: string) => ({
  status: 404,
  title: 'Not Found',
  detail: `No payment exists with token ${id}.`,
  _links: { documentation: link('https://docs.mollie.com/overview/handling-errors', 'text/html') },
})

const HAL = { 'Content-Type': 'application/hal+json' }
const log = { warn: vi.fn() }
const provider = mollieProvider({ apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', logger: log })

beforeAll(() => nock.disableNetConnect())
afterEach(() => {
  // A mock left over means the adapter did not make a call the test expected.
  const pending = nock.pendingMocks()
  nock.cleanAll()
  log.warn.mockClear()
  expect(pending).toEqual([])
})
afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
})

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
    let sent: { body: unknown; headers: Record<string, string> } | undefined
    nock(API)
      .post('/v2/payments')
      .reply(
        201,
        function (_uri, body) {
          sent = { body, headers: this.req.headers }
          return openPayment({ locale: 'nl_NL' })
        },
        HAL,
      )

    const payment = await provider.createPayment({
      orderId: ORDER_ID,
      amountCents: 1495,
      currency: 'EUR',
      description: 'Klik: 100 credits',
      redirectUrl: `https://klik.example/transactions/${ORDER_ID}`,
      webhookUrl: 'https://klik.example/api/payment_webhook.php',
      method: 'ideal',
      locale: 'nl',
    })

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
    expect(payment).toEqual({
      id: PAYMENT_ID,
      orderId: ORDER_ID,
      status: 'open',
      amountCents: 1495,
      currency: 'EUR',
      refundedCents: 0,
      chargedBackCents: 0,
      method: 'ideal',
      checkoutUrl: CHECKOUT,
    })
  })

  it('leaves the method out when the member chooses on Mollie, and maps each locale', async () => {
    const bodies: unknown[] = []
    nock(API)
      .post('/v2/payments')
      .times(2)
      .reply(
        201,
        (_uri, body) => {
          bodies.push(body)
          return openPayment({ method: null, amount: { value: '0.05', currency: 'PLN' } })
        },
        HAL,
      )
    const input = {
      orderId: ORDER_ID,
      amountCents: 5,
      currency: 'PLN',
      description: 'Klik: premium',
      redirectUrl: `https://klik.example/transactions/${ORDER_ID}`,
      webhookUrl: 'https://klik.example/api/payment_webhook.php',
      method: null,
    }

    const payment = await provider.createPayment({ ...input, locale: 'pl' })
    await provider.createPayment({ ...input, method: 'creditcard', locale: 'en' })

    expect(bodies[0]).not.toHaveProperty('method')
    expect(bodies[0]).toMatchObject({ amount: { currency: 'PLN', value: '0.05' }, locale: 'pl_PL' })
    expect(bodies[1]).toMatchObject({ method: 'creditcard', locale: 'en_US' })
    expect(payment).toMatchObject({ method: null, amountCents: 5, currency: 'PLN' })
  })

  it('refuses a malformed amount before asking Mollie', async () => {
    await expect(
      provider.createPayment({
        orderId: ORDER_ID,
        amountCents: 14.95,
        currency: 'EUR',
        description: 'Klik: 100 credits',
        redirectUrl: 'https://klik.example/transactions/x',
        webhookUrl: 'https://klik.example/api/payment_webhook.php',
        method: null,
        locale: 'en',
      }),
    ).rejects.toThrow(RangeError)
  })

  describe('getPayment, as the webhook asks', () => {
    it('reads a paid payment', async () => {
      nock(API).get(`/v2/payments/${PAYMENT_ID}`).reply(200, paidPayment(), HAL)
      expect(await provider.getPayment(PAYMENT_ID)).toEqual({
        id: PAYMENT_ID,
        orderId: ORDER_ID,
        status: 'paid',
        amountCents: 1495,
        currency: 'EUR',
        refundedCents: 0,
        chargedBackCents: 0,
        method: 'ideal',
        checkoutUrl: null,
      })
    })

    it('reads a failed payment', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(
          200,
          molliePayment('failed', {
            method: 'creditcard',
            failedAt: '2026-03-20T13:16:00+00:00',
            details: { cardLabel: 'Visa', failureReason: 'insufficient_funds' },
          }),
          HAL,
        )
      expect(await provider.getPayment(PAYMENT_ID)).toMatchObject({
        status: 'failed',
        method: 'creditcard',
        checkoutUrl: null,
      })
    })

    it('reads an expired payment that never had a method', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(
          200,
          molliePayment('expired', { method: null, expiredAt: '2026-03-20T13:28:37+00:00' }),
          HAL,
        )
      expect(await provider.getPayment(PAYMENT_ID)).toMatchObject({
        status: 'expired',
        method: null,
        checkoutUrl: null,
      })
      expect(log.warn).not.toHaveBeenCalled()
    })

    it('reads an open payment with where to pay', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, openPayment({ method: null }), HAL)
      expect(await provider.getPayment(PAYMENT_ID)).toMatchObject({
        status: 'open',
        method: null,
        checkoutUrl: CHECKOUT,
      })
    })

    it('reads what was refunded and what the bank took back', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(
          200,
          paidPayment({
            method: 'paypal',
            amount: { value: '1000.00', currency: 'GBP' },
            amountRefunded: { value: '250.05', currency: 'GBP' },
            amountRemaining: { value: '0.00', currency: 'GBP' },
            amountChargedBack: { value: '749.95', currency: 'GBP' },
          }),
          HAL,
        )
      expect(await provider.getPayment(PAYMENT_ID)).toMatchObject({
        status: 'paid',
        amountCents: 100000,
        currency: 'GBP',
        refundedCents: 25005,
        chargedBackCents: 74995,
        method: 'paypal',
      })
    })

    it('answers a method Klik does not name as null, and says so in the log', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, paidPayment({ method: 'applepay', metadata: null }), HAL)
      expect(await provider.getPayment(PAYMENT_ID)).toMatchObject({ method: null, orderId: null })
      expect(log.warn).toHaveBeenCalledOnce()
    })

    it('refuses an amount it cannot read and a status it does not know', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, paidPayment({ amount: { value: '14.9', currency: 'EUR' } }), HAL)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, molliePayment('settled'), HAL)
      await expect(provider.getPayment(PAYMENT_ID)).rejects.toThrow(/amount Klik cannot read/)
      await expect(provider.getPayment(PAYMENT_ID)).rejects.toThrow(/status Klik does not know/)
    })

    it('says a payment Mollie does not know is unknown (404)', async () => {
      nock(API).get('/v2/payments/tr_NotOurs123').reply(404, notFound('tr_NotOurs123'), HAL)
      const error: unknown = await provider.getPayment('tr_NotOurs123').catch((e: unknown) => e)
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
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .times(3)
        .reply(500, failure, { ...HAL, 'Retry-After': '0' })
      const error: unknown = await provider.getPayment(PAYMENT_ID).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect(error).not.toBeInstanceOf(UnknownPaymentError)
      expect((error as Error).message).toMatch(/\(500\): Try again later/)
    })

    it('turns a network error into a PaymentProviderError that keeps its cause', async () => {
      nock(API).get(`/v2/payments/${PAYMENT_ID}`).replyWithError('socket hang up')
      const error: unknown = await provider.getPayment(PAYMENT_ID).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect(error).not.toBeInstanceOf(UnknownPaymentError)
      expect(String((error as PaymentProviderError).cause)).toMatch(/socket hang up/)
    })
  })

  describe('refund', () => {
    it('refunds all that is left: fetches the payment, then posts its amount', async () => {
      let sent: unknown
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, paidPayment(), HAL)
        .post(`/v2/payments/${PAYMENT_ID}/refunds`)
        .reply(
          201,
          (_uri, body) => {
            sent = body
            return mollieRefund('14.95')
          },
          HAL,
        )

      await provider.refund(PAYMENT_ID, undefined, 'Klik: refund')

      expect(sent).toEqual({
        amount: { currency: 'EUR', value: '14.95' },
        description: 'Klik: refund',
      })
    })

    it('refunds only what was not refunded or charged back before', async () => {
      let sent: unknown
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(
          200,
          paidPayment({
            amountRefunded: { value: '4.95', currency: 'EUR' },
            amountRemaining: { value: '10.00', currency: 'EUR' },
            amountChargedBack: { value: '2.00', currency: 'EUR' },
          }),
          HAL,
        )
        .post(`/v2/payments/${PAYMENT_ID}/refunds`)
        .reply(
          201,
          (_uri, body) => {
            sent = body
            return mollieRefund('8.00')
          },
          HAL,
        )

      await provider.refund(PAYMENT_ID)

      expect(sent).toEqual({ amount: { currency: 'EUR', value: '8.00' } })
    })

    it('posts nothing when all of it went back already', async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(
          200,
          paidPayment({
            amountRefunded: { value: '14.95', currency: 'EUR' },
            amountRemaining: { value: '0.00', currency: 'EUR' },
          }),
          HAL,
        )
      await provider.refund(PAYMENT_ID)
    })

    it("refunds part, in the payment's currency", async () => {
      let sent: unknown
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, paidPayment({ amount: { value: '14.95', currency: 'GBP' } }), HAL)
        .post(`/v2/payments/${PAYMENT_ID}/refunds`)
        .reply(
          201,
          (_uri, body) => {
            sent = body
            return mollieRefund('5.00')
          },
          HAL,
        )

      await provider.refund(PAYMENT_ID, 500, 'Klik: part of the credits')

      expect(sent).toEqual({
        amount: { currency: 'GBP', value: '5.00' },
        description: 'Klik: part of the credits',
      })
    })

    it('refuses an amount that is not a positive number of cents', async () => {
      await expect(provider.refund(PAYMENT_ID, 0)).rejects.toThrow(RangeError)
      await expect(provider.refund(PAYMENT_ID, 1.5)).rejects.toThrow(RangeError)
    })

    it('says a payment Mollie does not know is unknown', async () => {
      nock(API).get('/v2/payments/tr_NotOurs123').reply(404, notFound('tr_NotOurs123'), HAL)
      await expect(provider.refund('tr_NotOurs123')).rejects.toBeInstanceOf(UnknownPaymentError)
    })

    it("passes Mollie's refusal on as a PaymentProviderError", async () => {
      nock(API)
        .get(`/v2/payments/${PAYMENT_ID}`)
        .reply(200, paidPayment(), HAL)
        .post(`/v2/payments/${PAYMENT_ID}/refunds`)
        .reply(
          422,
          {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The amount is higher than the amount that can be refunded',
            field: 'amount',
          },
          HAL,
        )
      const error: unknown = await provider.refund(PAYMENT_ID, 2000).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PaymentProviderError)
      expect(error).not.toBeInstanceOf(UnknownPaymentError)
      expect((error as Error).message).toMatch(/\(422\)/)
    })
  })
})
