// GET /api/resellpartner.php?flow=profile-search — the resell tile of search results (spec
// §2, §7): redirect=1 answers 302 to the partner (opened in a new window), else the URL as
// JSON. A site whose member_resell is empty offers none (404 partners.none).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/contract/errors'
import { resellQuerySchema } from '../../src/contract/partners'
import { offersPartners, resellUrl } from '../domain/partners/partner-cams'
import { httpError } from '../http/api-error'

export const resellPartnerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/resellpartner.php',
    {
      schema: {
        summary: "The resell partner's page for a flow: 302 with redirect=1, else { url }",
        tags: ['partners'],
        querystring: resellQuerySchema,
        response: {
          200: z.object({ url: z.url() }),
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
      const url = resellUrl(request.site, request.query.flow)
      reply.header('cache-control', 'no-store')
      if (request.query.redirect) return reply.redirect(url, 302)
      return { url }
    },
  )
  done()
}
