// GET /api/resellpartner.php?flow=profile-search — the resell tile of search results (spec
// §2, §7): redirect=1 answers 302 to the partner (opened in a new window), else the URL as
// JSON. A site whose member_resell is empty offers none (404 partners.none).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { assertOffersPartners, resellUrl } from '../domain/partners/partner-cams'
import { route } from '../http/route'

export const resellPartnerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // async: a handler answering through reply.redirect returns a promise, as Fastify types it.
  route(app, endpoints.resellPartner, {}, async (request, reply) => {
    assertOffersPartners(request.site)
    const url = resellUrl(request.site, request.query.flow)
    reply.header('cache-control', 'no-store')
    if (request.query.redirect) return reply.redirect(url, 302)
    return { url }
  })
  done()
}
