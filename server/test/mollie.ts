// Mollie's HTTP answers for tests of the Mollie adapter, played by nock: resources shaped as in
// Mollie's API reference (a payment in each status, a refund, an error), and the calls the
// adapter makes answered with them. No request leaves the machine.
import nock from 'nock'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'

export const MOLLIE_API = 'https://api.mollie.com'
export const ORDER_ID = 'ord_8Jx2kQ4mZt'
export const PAYMENT_ID = 'tr_WDqYK6vllg'
export const CHECKOUT = 'https://www.mollie.com/checkout/select-method/WDqYK6vllg'
export const HAL = { 'Content-Type': 'application/hal+json' }

type Json = Record<string, unknown>

const link = (href: string, type = 'application/hal+json') => ({ href, type })

/** A payment resource as GET /v2/payments/{id} answers it; `extra` overrides or adds fields. */
export function molliePayment(status: string, extra: Json = {}): Json {
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

export function openPayment(extra: Json = {}): Json {
  const base = molliePayment('open', { expiresAt: '2026-03-20T13:28:37+00:00', ...extra })
  const links = base._links as Json
  return { ...base, _links: { ...links, checkout: link(CHECKOUT, 'text/html') } }
}

export function paidPayment(extra: Json = {}): Json {
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

export function mollieRefund(value: string): Json {
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

/** Mollie's 404 for a payment it does not know. */
export const notFound = (id: string) => ({
  status: 404,
  title: 'Not Found',
  detail: `No payment exists with token ${id}.`,
  _links: { documentation: link('https://docs.mollie.com/overview/handling-errors', 'text/html') },
})

/**
 * Lets no request out for the test file, and after each test expects every call set up to have
 * been made (a mock left over means the adapter did not make a call the test expected).
 */
export function playMollie(afterEachTest: () => void = () => undefined): void {
  beforeAll(() => nock.disableNetConnect())
  afterEach(() => {
    const pending = nock.pendingMocks()
    nock.cleanAll()
    afterEachTest()
    expect(pending).toEqual([])
  })
  afterAll(() => {
    nock.enableNetConnect()
    nock.restore()
  })
}

export interface SentRequest {
  body: unknown
  headers: Record<string, string>
}

/** POST /v2/payments answers `payment` `times` times; answers the requests, once made. */
export function answerCreate(payment: Json, times = 1): SentRequest[] {
  const sent: SentRequest[] = []
  nock(MOLLIE_API)
    .post('/v2/payments')
    .times(times)
    .reply(
      201,
      function (_uri, body) {
        sent.push({ body, headers: this.req.headers })
        return payment
      },
      HAL,
    )
  return sent
}

/** GET /v2/payments/{id} answers `payment` once; answers the scope for more calls. */
export function answerPayment(payment: Json, status = 200, id = PAYMENT_ID) {
  return nock(MOLLIE_API).get(`/v2/payments/${id}`).reply(status, payment, HAL)
}

/**
 * GET /v2/payments/{id} answers `payment`, then POST …/refunds takes a refund of `value`:
 * answers what the refund request carried, once it was made.
 */
export function answerRefund(payment: Json, value: string): { body?: unknown } {
  const sent: { body?: unknown } = {}
  answerPayment(payment)
    .post(`/v2/payments/${PAYMENT_ID}/refunds`)
    .reply(
      201,
      (_uri, body) => {
        sent.body = body
        return mollieRefund(value)
      },
      HAL,
    )
  return sent
}
