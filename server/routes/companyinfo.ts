// GET /api/companyinfo.php — the company behind the site.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { companyInfoResponseSchema } from '../../src/contract/companyinfo'

export const companyInfoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/companyinfo.php',
    {
      schema: {
        summary: 'The company running the site',
        tags: ['site'],
        response: { 200: companyInfoResponseSchema },
      },
    },
    (request) => ({ ...request.site.company, delete_discount: request.site.delete_discount }),
  )
  done()
}
