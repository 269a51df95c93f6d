// Credits, premium and payments (src/contract/shop.ts; issue 12):
//   GET  /api/shop.php             packages, plans, VAT and methods (public: /pricing)
//   GET  /api/discountcode.php     a code from a link, or the welcome discount
//   POST /api/orders.php           an order and its payment; GET: the member's orders
//   GET  /api/transaction.php      one order by its unguessable id (public: the return)
//   GET/POST /api/spending.php     the monthly spending limit and what was spent (issue 28 §5)
//   POST /api/payment_webhook.php  the provider's "payment changed" (id only)
//   GET/POST /api/test_checkout.php the built-in test checkout (not in production)
// The rules are domain/payments/'s; the provider is read per request from app.payments.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { countryOfIp } from '../domain/geo/geoip'
import { placeOrder, type CheckoutContext } from '../domain/payments/checkout'
import { coalescing } from '../domain/payments/coalesce'
import { askedDiscount } from '../domain/payments/discounts'
import { memberOrders, visibleOrder, withdrawMemberOrder } from '../domain/payments/member-orders'
import { shopView } from '../domain/payments/shop'
import { changeSpendingLimit, memberSpending } from '../domain/payments/spending'
import { syncThrottle } from '../domain/payments/sync-throttle'
import { settleTestPayment, testCheckoutView } from '../domain/payments/test-checkout'
import { paymentChanged } from '../domain/payments/webhook'
import { acceptFormBodies } from '../http/form-body'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The provider posts `id=tr_…` as a form (Mollie); JSON works too.
  acceptFormBodies(app)
  // This process's looks at the provider: an open order's page polls (sync-throttle.ts), and
  // webhooks for one payment that arrive together share looks (coalesce.ts).
  const throttle = syncThrottle()
  const syncPayment = coalescing()
  const payments = (): CheckoutContext => ({
    db: app.db,
    provider: app.payments.provider,
    events: app.events,
    publicUrl: app.config.PUBLIC_URL,
  })

  route(app, endpoints.shop, {}, async (request, reply) => {
    const shop = await shopView(app.db, request.site, {
      country: request.query.country,
      memberId: request.user?.id ?? null,
      geoipCountry: () => countryOfIp(request.ip),
      testMode: app.payments.provider?.testMode ?? false,
    })
    reply.header('cache-control', 'private, no-cache')
    return shop
  })

  route(app, endpoints.discountCode, {}, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return askedDiscount(app.db, request.site, request.user?.id ?? null, request.query)
  })

  route(app, endpoints.createOrder, { onRequest: requireUser }, async (request, reply) => {
    const order = await placeOrder(payments(), request.site, {
      memberId: userOf(request).id,
      locale: requestLocale(request),
      geoipCountry: () => countryOfIp(request.ip),
      body: request.body,
    })
    reply.code(201).header('cache-control', 'private, no-store')
    return order
  })

  route(app, endpoints.orders, { onRequest: requireUser }, async (request, reply) => {
    const orders = await memberOrders(payments(), userOf(request).id)
    reply.header('cache-control', 'private, no-store')
    return orders
  })

  route(app, endpoints.spending, { onRequest: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return memberSpending(app.db, request.site, userOf(request).id)
  })

  route(app, endpoints.setSpendingLimit, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    const spending = await changeSpendingLimit(app.db, request.site, member.id, request.body)
    reply.header('cache-control', 'private, no-store')
    return spending
  })

  route(app, endpoints.transaction, {}, async (request, reply) => {
    const order = await visibleOrder(payments(), {
      publicId: request.query.id,
      viewerId: request.user?.id ?? null,
      throttle,
      log: request.log,
    })
    reply.header('cache-control', 'private, no-store')
    return order
  })

  route(app, endpoints.withdraw, { onRequest: requireUser }, async (request, reply) => {
    const order = await withdrawMemberOrder(payments(), userOf(request).id, request.body.order)
    reply.header('cache-control', 'private, no-store')
    return order
  })

  route(app, endpoints.paymentWebhook, {}, async (request, reply) => {
    await paymentChanged(
      {
        ...payments(),
        coalesce: syncPayment,
        count: (outcome) => app.metrics.paymentWebhooks.inc({ outcome }),
        log: request.log,
      },
      request.body.id,
    )
    return reply.code(200).send(null)
  })

  route(app, endpoints.testCheckout, {}, async (request, reply) => {
    const checkout = await testCheckoutView(
      app.db,
      request.site,
      app.payments.test,
      request.query.id,
    )
    reply.header('cache-control', 'private, no-store')
    return checkout
  })

  route(app, endpoints.testCheckoutSettle, {}, (request) =>
    settleTestPayment(app.payments.test, request.body, async (id) => {
      // As Mollie does: the webhook hears of the change, through the same route.
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/payment_webhook.php',
        payload: { id },
      })
      if (webhook.statusCode !== 200) {
        request.log.error({ status: webhook.statusCode, body: webhook.body }, 'test webhook failed')
      }
    }),
  )
  done()
}
