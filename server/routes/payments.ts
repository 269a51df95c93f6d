// Credits, premium and payments (src/contract/shop.ts; issue 12):
//   GET  /api/shop.php             packages, plans, VAT and methods (public: /pricing)
//   GET  /api/discountcode.php     a code from a link, or the welcome discount
//   POST /api/orders.php           an order and its payment; GET: the member's orders
//   GET  /api/transaction.php      one order by its unguessable id (public: the return)
//   GET/POST /api/spending.php     the monthly spending limit and what was spent (issue 28 §5)
//   POST /api/payment_webhook.php  the provider's "payment changed" (id only)
//   GET/POST /api/test_checkout.php the built-in test checkout (not in production)
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import type { OrderRow } from '../domain/payments/orders'
import { setSpendingLimit, spendingView } from '../domain/credits/spending-limit'
import { countryOfIp } from '../domain/geo/geoip'
import { coalescing } from '../domain/payments/coalesce'
import { discountView, findDiscount, welcomeDiscount } from '../domain/payments/discounts'
import {
  createOrder,
  memberCountry,
  orderByPublicId,
  orderOfPayment,
  ordersOf,
  ownerFigures,
  transactionView,
} from '../domain/payments/orders'
import { PaymentProviderError } from '../domain/payments/payment-provider'
import { countryTerms, paymentCountry, priceIn } from '../domain/payments/pricing'
import { syncOrder } from '../domain/payments/sync-order'
import { withdrawOrder } from '../domain/payments/withdrawal'
import { httpError } from '../domain/api-error'
import { acceptFormBodies } from '../http/form-body'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'
import type { WebhookOutcome } from '../metrics/metrics'
import { requireUser, userOf } from '../plugins/auth'
import type { Site } from '../domain/sites/site-schema'

/** An open order is asked about at most this often when its page polls. */
const SYNC_INTERVAL_MS = 3_000

export const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The provider posts `id=tr_…` as a form (Mollie); JSON works too.
  acceptFormBodies(app)
  const lastSync = new Map<number, number>()
  // Webhooks for one payment that arrive together share looks at the provider (coalesce.ts).
  const syncPayment = coalescing()

  const provider = () => {
    const chosen = app.payments.provider
    if (chosen === null) {
      throw httpError(503, 'payment.provider_unavailable', 'This server takes no payments')
    }
    return chosen
  }
  const testMode = (order: OrderRow) =>
    order.provider === 'test' || (app.payments.provider?.testMode ?? false)
  const sync = (order: OrderRow) =>
    syncOrder({ db: app.db, provider: provider(), events: app.events }, order)

  route(app, endpoints.shop, {}, async (request, reply) => {
    const site = request.site
    if (request.query.country !== undefined && !site.countries.includes(request.query.country)) {
      throw httpError(
        400,
        'shop.country_not_sold',
        `This site does not sell in ${request.query.country}`,
      )
    }
    const member = request.user === null ? null : await memberCountry(app.db, request.user.id)
    const country = paymentCountry(
      site,
      request.query.country,
      member,
      request.query.country === undefined && member === null ? await countryOfIp(request.ip) : null,
    )
    const terms = countryTerms(site, country)
    reply.header('cache-control', 'private, no-cache')
    return {
      country,
      countries: site.countries,
      currency: terms.currency,
      vat_rate: terms.vatRate,
      methods: terms.methods,
      packages: site.shop.packages.map((item) => ({
        id: item.id,
        credits: item.credits,
        price: { cents: priceIn(item.prices, terms.currency), currency: terms.currency },
        most_chosen: item.most_chosen,
      })),
      plans: site.shop.plans.map((plan) => ({
        id: plan.id,
        months: plan.months,
        price: { cents: priceIn(plan.prices, terms.currency), currency: terms.currency },
      })),
      message_cost: terms.messageCost,
      test_mode: app.payments.provider?.testMode ?? false,
    }
  })

  route(app, endpoints.discountCode, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    const memberId = request.user?.id ?? null
    const { code, welcome } = request.query
    if (code !== undefined) {
      return discountView(await findDiscount(app.db, request.site, memberId, code))
    }
    if (welcome === undefined) {
      throw httpError(400, 'bad_request', 'Give a code (?code=…) or ask for the welcome discount')
    }
    if (memberId === null) {
      throw httpError(403, 'discount.login_required', 'Log in to see your welcome discount')
    }
    return discountView(await welcomeDiscount(app.db, request.site, memberId))
  })

  route(app, endpoints.createOrder, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    const made = await createOrder(
      { db: app.db, provider: provider(), publicUrl: app.config.PUBLIC_URL },
      request.site,
      {
        memberId: member.id,
        locale: requestLocale(request),
        geoipCountry: () => countryOfIp(request.ip),
        body: request.body,
      },
    )
    app.events.publish(made.events)
    reply.code(201).header('cache-control', 'private, no-store')
    return transactionView(made.order, {
      testMode: testMode(made.order),
      owner: await ownerFigures(app.db, member.id),
    })
  })

  route(app, endpoints.orders, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    const rows = await ordersOf(app.db, member.id)
    const owner = await ownerFigures(app.db, member.id)
    reply.header('cache-control', 'private, no-store')
    return { orders: rows.map((row) => transactionView(row, { testMode: testMode(row), owner })) }
  })

  /** The currency the member pays in today: their country's, else the site's first. */
  const memberCurrency = async (site: Site, memberId: number) =>
    countryTerms(site, paymentCountry(site, undefined, await memberCountry(app.db, memberId), null))
      .currency

  route(app, endpoints.spending, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    reply.header('cache-control', 'private, no-store')
    return spendingView(app.db, member.id, await memberCurrency(request.site, member.id))
  })

  route(app, endpoints.setSpendingLimit, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    const currency = await memberCurrency(request.site, member.id)
    const sold = Object.values(request.site.minimum_message_costs).map((cost) => cost.currency)
    if (request.body.limit !== null && !sold.includes(request.body.limit.currency)) {
      throw httpError(
        400,
        'bad_request',
        `This site does not sell in ${request.body.limit.currency}`,
      )
    }
    await setSpendingLimit(app.db, member.id, request.body, currency)
    reply.header('cache-control', 'private, no-store')
    return spendingView(app.db, member.id, currency)
  })

  route(app, endpoints.transaction, {}, async (request, reply) => {
    let order = await orderByPublicId(app.db, request.query.id)
    // Another member's order is not found: its id is a secret of the member who made it.
    if (order === undefined || (request.user !== null && request.user.id !== order.memberId)) {
      throw httpError(404, 'order.not_found', 'No such order')
    }
    const now = Date.now()
    if (
      order.status === 'open' &&
      app.payments.provider !== null &&
      now - (lastSync.get(order.id) ?? 0) >= SYNC_INTERVAL_MS
    ) {
      lastSync.set(order.id, now)
      if (lastSync.size > 10_000) lastSync.clear()
      try {
        order = await sync(order)
      } catch (error) {
        // The webhook will bring it; the page asks again.
        request.log.warn({ err: error, order: order.publicId }, 'asking the provider failed')
      }
    }
    reply.header('cache-control', 'private, no-store')
    const mine = request.user !== null && request.user.id === order.memberId
    return transactionView(order, {
      testMode: testMode(order),
      owner: mine ? await ownerFigures(app.db, order.memberId) : null,
    })
  })

  route(app, endpoints.withdraw, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    const withdrawn = await withdrawOrder(app.db, member.id, request.body.order)
    app.events.publish(withdrawn.events)
    reply.header('cache-control', 'private, no-store')
    return transactionView(withdrawn.order, {
      testMode: testMode(withdrawn.order),
      owner: await ownerFigures(app.db, member.id),
    })
  })

  route(app, endpoints.paymentWebhook, {}, async (request, reply) => {
    const counted = (outcome: WebhookOutcome) => app.metrics.paymentWebhooks.inc({ outcome })
    const current = app.payments.provider
    if (current === null) {
      counted('no_provider')
      throw httpError(503, 'payment.provider_unavailable', 'No payments here')
    }
    // Only a payment of one of our orders is fetched: a stranger's ids cost no provider call.
    const order = await orderOfPayment(app.db, current.name, request.body.id)
    if (order === undefined) {
      counted('unknown_payment')
      return reply.code(200).send(null)
    }
    try {
      await syncPayment(`${current.name}:${request.body.id}`, async () => {
        const fresh = await orderOfPayment(app.db, current.name, request.body.id)
        if (fresh !== undefined) await sync(fresh)
      })
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        counted('provider_unreachable')
        request.log.warn({ err: error, payment: request.body.id }, 'webhook: provider not reached')
        throw httpError(503, 'payment.provider_unavailable', 'The provider could not be asked')
      }
      counted('failed')
      throw error
    }
    counted('synced')
    return reply.code(200).send(null)
  })

  route(app, endpoints.testCheckout, {}, async (request, reply) => {
    const test = app.payments.test
    if (test === null) throw httpError(404, 'payment.test_checkout_closed', 'No test checkout here')
    const row = await test.row(request.query.id).catch(() => {
      throw httpError(404, 'order.not_found', 'No such test payment')
    })
    const order = await orderByPublicId(app.db, row.orderId)
    const methods = order === undefined ? [] : countryTerms(request.site, order.country).methods
    reply.header('cache-control', 'private, no-store')
    return {
      id: row.id,
      description: row.description,
      amount: { cents: row.amountCents, currency: row.currency },
      method: row.method,
      methods,
      status: row.status,
      redirect_url: row.redirectUrl,
    }
  })

  route(app, endpoints.testCheckoutSettle, {}, async (request) => {
    const test = app.payments.test
    if (test === null) throw httpError(404, 'payment.test_checkout_closed', 'No test checkout here')
    const { id, outcome, method } = request.body
    const before = await test.row(id).catch(() => {
      throw httpError(404, 'order.not_found', 'No such test payment')
    })
    if (before.status !== 'open') {
      throw httpError(409, 'bad_request', `This test payment is already ${before.status}`)
    }
    if (outcome !== 'open') await test.settle(id, outcome, method)
    // As Mollie does: the webhook hears of the change, through the same route.
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payment_webhook.php',
      payload: { id },
    })
    if (webhook.statusCode !== 200) {
      request.log.error({ status: webhook.statusCode, body: webhook.body }, 'test webhook failed')
    }
    return { redirect_url: before.redirectUrl }
  })
  done()
}
