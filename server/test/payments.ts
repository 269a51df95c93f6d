// Buying in API tests: an order through POST /api/orders.php and its outcome through the
// built-in test checkout, as a member's browser would go through them.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { CreateOrderBody, TestCheckoutOutcome, Transaction } from '../../src/contract/shop'
import type { App } from '../app'
import { orders } from '../db/schema'
import type { Member, TestClient } from './accounts'

export type OrderRequest = Partial<Omit<CreateOrderBody, 'waive_withdrawal'>>

export function orderBody(request: OrderRequest = {}): CreateOrderBody {
  return {
    client_key: randomUUID(),
    product: { kind: 'credits', package: 'credits-250' },
    country: 'NL',
    waive_withdrawal: true,
    ...request,
  }
}

export async function order(member: Member, request: OrderRequest = {}): Promise<Transaction> {
  const response = await member.client.post('/api/orders.php', orderBody(request))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Transaction>()
}

/** The test payment's id from the order's checkout URL (/test-checkout/{id}). */
export function testPaymentId(transaction: Transaction): string {
  const url = transaction.checkout_url
  if (url === null) throw new Error(`order ${transaction.id} has no checkout URL`)
  const id = new URL(url).pathname.split('/').pop()
  if (id === undefined || !id.startsWith('tst_')) throw new Error(`not a test checkout: ${url}`)
  return id
}

/** Chooses an outcome on the test checkout page, which posts the webhook. */
export async function checkout(
  client: TestClient,
  transaction: Transaction,
  outcome: TestCheckoutOutcome,
): Promise<void> {
  const response = await client.post('/api/test_checkout.php', {
    id: testPaymentId(transaction),
    outcome,
  })
  expect(response.statusCode, response.body).toBe(200)
}

export async function transactionOf(client: TestClient, id: string): Promise<Transaction> {
  const response = await client.get(`/api/transaction.php?id=${encodeURIComponent(id)}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Transaction>()
}

/** Posts the provider's webhook for a payment, as Mollie does (a form with the id). */
export function webhook(app: App, paymentId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment_webhook.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(paymentId)}`,
  })
}

/** The order row of the order `publicId` (ord_…). */
export async function orderRow(app: App, publicId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.publicId, publicId))
  if (row === undefined) throw new Error(`no order ${publicId}`)
  return row
}
