// Webcam partner calls (spec §2, §6, §7):
//   GET /api/xcams/search.php    cam profiles for the cam tiles of search results
//   GET /api/xcams/redirect.php  302 to the partner's page of one cam (opened in a new window)
// A site whose member_resell is empty offers none: no cams, and the redirect is a 404.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { camPageUrl, partnerCams } from '../domain/partners/partner-cams'
import { route } from '../http/route'

export const xcamsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.cams, {}, async (request, reply) => {
    const cams = await partnerCams(request.site, request.query, {
      media: app.media,
      log: request.log,
    })
    // Not personal, but per site (by X-Original-Host): a browser may keep it briefly.
    reply.header('cache-control', 'private, max-age=60')
    return { cams }
  })

  // async: a handler answering through reply.redirect returns a promise, as Fastify types it.
  route(app, endpoints.camRedirect, {}, async (request, reply) => {
    const url = camPageUrl(request.site, request.query.account)
    return reply.header('cache-control', 'no-store').redirect(url, 302)
  })
  done()
}
