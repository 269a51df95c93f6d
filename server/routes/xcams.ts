// Webcam partner calls (spec §2, §6, §7):
//   GET /api/xcams/search.php    cam profiles for the cam tiles of search results
//   GET /api/xcams/redirect.php  302 to the partner's page of one cam (opened in a new window)
// A site whose member_resell is empty offers none: no cams, and the redirect is a 404.
import path from 'node:path'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/contract/errors'
import {
  camRedirectQuerySchema,
  camsQuerySchema,
  camsResponseSchema,
} from '../../src/contract/partners'
import { camRedirectUrl, offersPartners, partnerCams } from '../domain/partners/partner-cams'
import { httpError } from '../http/api-error'

export const xcamsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const mediaDir = path.join(app.config.DATA_DIR, 'media')

  app.get(
    '/api/xcams/search.php',
    {
      schema: {
        summary: "Webcam profiles of the site's partner, by gender and age",
        tags: ['partners'],
        querystring: camsQuerySchema,
        response: { 200: camsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cams = await partnerCams(request.site, request.query, { mediaDir, log: request.log })
      // Not personal, but per site (by X-Original-Host): a browser may keep it briefly.
      reply.header('cache-control', 'private, max-age=60')
      return { cams }
    },
  )

  app.get(
    '/api/xcams/redirect.php',
    {
      schema: {
        summary: "Opens a cam: 302 to the partner's page of the account",
        tags: ['partners'],
        querystring: camRedirectQuerySchema,
        response: {
          302: z.null().describe('Location: the partner page'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    // async: a handler answering through reply.redirect returns a promise, as Fastify types it.
    async (request, reply) => {
      if (!offersPartners(request.site)) {
        throw httpError(404, 'partners.none', 'This site has no partner offers')
      }
      const url = camRedirectUrl(request.site, request.query.account)
      if (url === null) throw httpError(404, 'partners.unknown_account', 'No such cam')
      return reply.header('cache-control', 'no-store').redirect(url, 302)
    },
  )
  done()
}
