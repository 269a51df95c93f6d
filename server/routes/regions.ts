// GET /api/regions.php — regions of the site's countries, or of one of them, named in the
// request's language.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import { regionsQuerySchema, regionsResponseSchema } from '../../src/contract/regions'
import { regionDataOf } from '../domain/geo/regions'
import { httpError } from '../http/api-error'
import { requestLocale } from '../http/request-locale'

export const regionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/regions.php',
    {
      schema: {
        summary: 'Regions per site country',
        tags: ['site'],
        querystring: regionsQuerySchema,
        response: { 200: regionsResponseSchema, 400: errorBodySchema },
      },
    },
    (request) => {
      const { country, lang } = request.query
      const { countries } = request.site
      if (country !== undefined && !countries.includes(country)) {
        throw httpError(400, 'regions.unknown_country', `${country} is not a country of this site`)
      }
      return regionDataOf(
        country === undefined ? countries : [country],
        requestLocale(request, lang),
      )
    },
  )
  done()
}
