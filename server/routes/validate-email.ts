// GET /api/validate_email.php?email= — what the address is to this service (spec §4 Email
// check status) and a signed proof of the answer, which signup requires (status new).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { checkedAddress, emailStatus, signEmailCheck } from '../domain/accounts/email-check'
import { perIp } from '../http/rate-limit'
import { route } from '../http/route'

export const validateEmailRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The form checks while the visitor types (debounced 500 ms): generous, but no scanner.
  const config = perIp(app, { max: 60, timeWindow: '5 minutes' })
  route(app, endpoints.validateEmail, { config }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const requested = request.query.email
    const status = await emailStatus(app.db, requested)
    const email = checkedAddress(requested)
    return {
      token: signEmailCheck(app.appSecret, email, status),
      status,
      email,
      request_email: requested,
    }
  })
  done()
}
