// The built-in test checkout's page (GET/POST /api/test_checkout.php; issue 12): the test
// payment it shows, and the choice made on it (paid, failed, canceled, expired, or left open),
// which the webhook then hears of as it would from Mollie. Only where the test checkout is the
// provider (test-provider.ts); elsewhere 404.
import type { z } from 'zod'
import type {
  testCheckoutBodySchema,
  testCheckoutResponseSchema,
  testCheckoutResultSchema,
} from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'
import { orderByPublicId } from './orders'
import { countryTerms } from './pricing'
import type { testProvider } from './test-provider'

export type TestCheckout = ReturnType<typeof testProvider>

/** The test checkout, or 404 where it is not the provider. */
function openCheckout(test: TestCheckout | null): TestCheckout {
  if (test === null) throw httpError(404, 'payment.test_checkout_closed', 'No test checkout here')
  return test
}

/** The test payment `id`, or 404. */
function testPayment(test: TestCheckout, id: string) {
  return test.row(id).catch(() => {
    throw httpError(404, 'order.not_found', 'No such test payment')
  })
}

/** What the test checkout page shows: the payment and the methods of its order's country. */
export async function testCheckoutView(
  db: Db,
  site: Site,
  test: TestCheckout | null,
  id: string,
): Promise<z.infer<typeof testCheckoutResponseSchema>> {
  const row = await testPayment(openCheckout(test), id)
  const order = await orderByPublicId(db, row.orderId)
  const methods = order === undefined ? [] : countryTerms(site, order.country).methods
  return {
    id: row.id,
    description: row.description,
    amount: { cents: row.amountCents, currency: row.currency },
    method: row.method,
    methods,
    status: row.status,
    redirect_url: row.redirectUrl,
  }
}

/**
 * The choice made on the page, for an open test payment only (409 otherwise); then, as Mollie
 * does, the webhook hears of the change (`tellWebhook`, even when it is left open).
 */
export async function settleTestPayment(
  test: TestCheckout | null,
  choice: z.infer<typeof testCheckoutBodySchema>,
  tellWebhook: (paymentId: string) => Promise<void>,
): Promise<z.infer<typeof testCheckoutResultSchema>> {
  const { id, outcome, method } = choice
  const checkout = openCheckout(test)
  const before = await testPayment(checkout, id)
  if (before.status !== 'open') {
    throw httpError(409, 'bad_request', `This test payment is already ${before.status}`)
  }
  if (outcome !== 'open') await checkout.settle(id, outcome, method)
  await tellWebhook(id)
  return { redirect_url: before.redirectUrl }
}
