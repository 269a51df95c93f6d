import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Transaction } from '../../contract/shop'
import { jsonAnswer, renderInApp } from '../../test/render'
import { TransactionPage } from './TransactionPage'

const OPEN = {
  id: 'ord_1',
  status: 'open',
  product: { kind: 'credits', package: 'credits-100' },
  credits: 100,
  bonus_credits: 0,
  months: 0,
  price: { cents: 2995, currency: 'EUR' },
  list_price: { cents: 2995, currency: 'EUR' },
  vat: { cents: 520, currency: 'EUR' },
  vat_rate: 21,
  country: 'NL',
  method: null,
  code: null,
  created: '2026-11-24T10:00:00.000Z',
  paid: null,
  return_to: null,
  checkout_url: null,
  test_mode: false,
  mine: false,
  balance: null,
  premium_until: null,
  withdrawable_until: null,
  withdrawn: null,
  refund: null,
} satisfies Transaction

/** The transaction call answers what `answer` says now; every call is counted. */
function serve(answer: () => Response) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url.startsWith('/api/transaction.php')
        ? answer()
        : jsonAnswer(404, { error: { code: 'not_found', message: url } }),
    ),
  )
  vi.stubGlobal('fetch', fetch)
  return () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/transaction.php')).length
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const status = () => screen.getByTestId('transaction-status').textContent

beforeEach(() => {
  // The poll's clock is faked; the router's own waits pass in real time too.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('TransactionPage', () => {
  it('asks every 2 s while the payment is open, and stops once it is final', async () => {
    let transaction: Transaction = OPEN
    const asks = serve(() => jsonAnswer(200, transaction))
    await renderInApp(() => <TransactionPage transactionId="ord_1" />, '/transactions/ord_1')
    await pass(0)
    expect(status()).toBe('We are waiting for your payment…')
    expect(asks()).toBe(1)
    await pass(2000)
    expect(asks()).toBe(2)
    transaction = { ...OPEN, status: 'paid', paid: '2026-11-24T10:01:00.000Z' }
    await pass(2000)
    expect(status()).toBe('Payment received. Thank you!')
    await pass(60_000)
    expect(asks()).toBe(3)
  })

  it('says an unknown order once, and asks no more', async () => {
    const asks = serve(() => jsonAnswer(404, { error: { code: 'order.not_found', message: 'x' } }))
    await renderInApp(() => <TransactionPage transactionId="ord_1" />, '/transactions/ord_1')
    expect(await screen.findByRole('alert')).toBeTruthy()
    await pass(60_000)
    expect(asks()).toBe(1)
  })

  it('waits while the page is hidden, and asks at once when it shows', async () => {
    const asks = serve(() => jsonAnswer(200, OPEN))
    await renderInApp(() => <TransactionPage transactionId="ord_1" />, '/transactions/ord_1')
    await pass(0)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await pass(20_000)
    expect(asks()).toBe(1)
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await pass(0)
    expect(asks()).toBe(2)
  })

  it('gives up after 10 minutes of an open payment and says to reload', async () => {
    const asks = serve(() => jsonAnswer(200, { ...OPEN, mine: true }))
    await renderInApp(() => <TransactionPage transactionId="ord_1" />, '/transactions/ord_1')
    await pass(9 * 60_000)
    expect(screen.queryByText(/This is taking long/)).toBeNull()
    await pass(60_000)
    expect(screen.getByText(/This is taking long/)).toBeTruthy()
    const asked = asks()
    await pass(60_000)
    expect(asks()).toBe(asked)
  })
})
