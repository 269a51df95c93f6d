// `npm run bench -- payments`: buying under load, on the built-in test checkout (the same
// webhook path as Mollie). Seeds a temporary DATA_DIR (or the PostgreSQL at DATABASE_URL)
// with demo members and sessions and starts the compiled server. A purchase is: make an order,
// pay it on the test checkout (which posts the webhook), load the transaction.
//   warm-up     10 purchases one after another (shown, not a goal's phase).
//   steady      BENCH_PAY_RATE purchases a second (default 5, open loop) for BENCH_PAY_SECONDS
//               (default 20): the latency a member sees. Goal: p99 ≤ 250 ms per call.
//   saturation  BENCH_PAY_WORKERS (default 20) buyers back to back for as long: the most
//               purchases a second the server takes (a dating site sells a few a minute).
//   storm       10 concurrent webhooks for each of 50 paid orders.
// Then the ledger check: every paid order has one purchase row, and the books add up. The
// buyers run in this process beside the server on the same 2 cores.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../src/contract/shop'
import { z } from 'zod'
import { checkLedger } from '../server/domain/credits/ledger-check'
import { column, queryRow } from '../server/db/raw'
import { sharedServerSecrets } from '../server/test/server-process'
import { startServer, type TestServer } from '../tests/e2e/support/server'
import { backendName, withDataDir, withDatabase } from './bench-server'
import { memberHeaders, seedDemoMembers, signIn } from './demo-members'
import { rssMiB } from './process-usage'
import { ms, percentile } from './timing'

const WORKERS = Number(process.env.BENCH_PAY_WORKERS ?? 20)
const SECONDS = Number(process.env.BENCH_PAY_SECONDS ?? 20)
/** Purchases a second in the steady phase (open loop: started on schedule). */
const RATE = Number(process.env.BENCH_PAY_RATE ?? 5)
const STORM_ORDERS = 50
const STORM_REPEATS = 10

export interface PaymentsRow {
  call: string
  count: number
  p50: string
  p95: string
  p99: string
  max: string
  errors: number
}

export interface PaymentsReport {
  backend: string
  rows: PaymentsRow[]
  paidOrders: number
  saturationPerSecond: number
  rssMiB: number
  ledgerProblems: string[]
  purchaseRows: number
}

class Timings {
  readonly byCall = new Map<string, { ms: number[]; errors: number }>()
  async time<T>(call: string, run: () => Promise<Response>, read: (r: Response) => Promise<T>) {
    const entry = this.byCall.get(call) ?? { ms: [], errors: 0 }
    this.byCall.set(call, entry)
    const started = performance.now()
    const response = await run()
    const value = await read(response)
    entry.ms.push(performance.now() - started)
    if (!response.ok) {
      entry.errors++
      throw new Error(`${call}: ${response.status} ${JSON.stringify(value)}`)
    }
    return value
  }
  rows(): PaymentsRow[] {
    return [...this.byCall].map(([call, { ms: values, errors }]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return {
        call,
        count: sorted.length,
        p50: ms(percentile(sorted, 50)),
        p95: ms(percentile(sorted, 95)),
        p99: ms(percentile(sorted, 99)),
        max: ms(sorted[sorted.length - 1] ?? Number.NaN),
        errors,
      }
    })
  }
}

export async function benchPayments(): Promise<PaymentsReport> {
  const url = process.env.DATABASE_URL || undefined
  return withDataDir('klik-bench-pay-', async (dataDir) => {
    const settings = { DATA_DIR: dataDir, DATABASE_URL: url }
    const cookies = await withDatabase(settings, async (database) => {
      const members = await signIn(database, await seedDemoMembers(database, WORKERS))
      return members.map((member) => member.cookie)
    })
    const secrets =
      url === undefined ? {} : sharedServerSecrets('klik-bench-pay-secret-0123456789abcdef')
    const server = await startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '1000', ...secrets } })
    const timings = new Timings()
    let bought: Bought
    try {
      bought = await buyUnderLoad(server, cookies, timings)
    } finally {
      await server.stop()
    }
    return withDatabase(settings, async (database) => {
      const report = await checkLedger(database.db)
      const purchases = await queryRow(
        database.db,
        sql`select count(*) as n from credit_ledger where reason = 'purchase'`,
        z.object({ n: column.number }),
      )
      return {
        backend: backendName(url),
        rows: timings.rows(),
        paidOrders: bought.paid.length,
        saturationPerSecond: Math.round(bought.saturationPerSecond * 10) / 10,
        rssMiB: bought.rss,
        ledgerProblems: report.problems,
        purchaseRows: purchases?.n ?? 0,
      }
    })
  })
}

interface Bought {
  /** The paid orders, each with its payment's id in checkout_url. */
  paid: Transaction[]
  saturationPerSecond: number
  /** The server's RSS after the saturation phase. */
  rss: number
}

/** The phases, one after another: warm-up, steady, saturation, then the webhook storm. */
async function buyUnderLoad(
  server: TestServer,
  cookies: readonly string[],
  timings: Timings,
): Promise<Bought> {
  const paid: Transaction[] = []
  const purchase = buyer(server, timings, paid)
  // A server's first purchases compile and plan what it has not run yet: a warm-up, shown
  // but not a goal's phase.
  for (const cookie of cookies.slice(0, 10)) await purchase(cookie, 'warm-up')
  const warmedUp = paid.length
  // Steady: on schedule, whatever the answers do.
  const started = performance.now()
  const steady: Array<Promise<void>> = []
  for (let index = 0; index < RATE * SECONDS; index++) {
    const due = started + (index * 1000) / RATE
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
    steady.push(purchase(cookies[index % cookies.length] ?? '', 'steady'))
  }
  await Promise.all(steady)
  const steadyCount = paid.length - warmedUp
  // Saturation: back to back.
  const until = performance.now() + SECONDS * 1000
  const saturationStarted = performance.now()
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) await purchase(cookie, 'saturation')
    }),
  )
  const saturationPerSecond =
    (paid.length - steadyCount - warmedUp) / ((performance.now() - saturationStarted) / 1000)
  const rss = rssMiB(server.pid)
  // The storm: the provider repeating itself, all at once.
  await Promise.all(
    paid.slice(0, STORM_ORDERS).flatMap((order) =>
      Array.from({ length: STORM_REPEATS }, () =>
        timings.time(
          'storm: POST payment_webhook.php (10 at once per payment)',
          () =>
            fetch(`${server.url}/api/payment_webhook.php`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: `id=${order.checkout_url ?? ''}`,
            }),
          (response) => response.text(),
        ),
      ),
    ),
  )
  return { paid, saturationPerSecond, rss }
}

/**
 * One purchase of a member in `phase`: make an order, pay it on the test checkout (which posts
 * the webhook), load the transaction; the paid order joins `paid`.
 */
function buyer(server: TestServer, timings: Timings, paid: Transaction[]) {
  const base = new URL(server.url)
  const headers = (cookie: string) => ({
    ...memberHeaders(base, cookie),
    'content-type': 'application/json',
  })
  const json = (response: Response) => response.json()
  return async (cookie: string, phase: string) => {
    const made = (await timings.time(
      `${phase}: POST orders.php`,
      () =>
        fetch(`${server.url}/api/orders.php`, {
          method: 'POST',
          headers: headers(cookie),
          body: JSON.stringify({
            client_key: randomUUID(),
            product: { kind: 'credits', package: 'credits-250' },
            country: 'NL',
            method: 'ideal',
            waive_withdrawal: true,
          }),
        }),
      json,
    )) as Transaction
    const paymentId = new URL(made.checkout_url ?? '').pathname.split('/').pop() ?? ''
    await timings.time(
      `${phase}: POST test_checkout.php (with its webhook)`,
      () =>
        fetch(`${server.url}/api/test_checkout.php`, {
          method: 'POST',
          headers: headers(cookie),
          body: JSON.stringify({ id: paymentId, outcome: 'paid' }),
        }),
      json,
    )
    const shown = (await timings.time(
      `${phase}: GET transaction.php`,
      () =>
        fetch(`${server.url}/api/transaction.php?id=${made.id}`, {
          headers: headers(cookie),
        }),
      json,
    )) as Transaction
    if (shown.status !== 'paid') throw new Error(`order ${made.id} is ${shown.status}`)
    paid.push({ ...made, checkout_url: paymentId })
  }
}
