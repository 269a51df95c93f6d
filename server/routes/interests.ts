// GET /api/interests.php — the interests, named in the requested language: `lang`, else the
// klik-locale cookie, else the site's language.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import { interestsQuerySchema, interestsResponseSchema } from '../../src/contract/interests'
import { isLocale, LOCALE_COOKIE } from '../../src/contract/locales'
import { listInterests } from '../domain/interests/list-interests'

export const interestsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/interests.php',
    {
      schema: {
        summary: 'Interests a member can pick',
        tags: ['profile'],
        querystring: interestsQuerySchema,
        response: { 200: interestsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const cookie = request.cookies[LOCALE_COOKIE]
      const locale =
        request.query.lang ?? (isLocale(cookie) ? cookie : request.site.domain_language)
      return { interests: await listInterests(app.db, locale) }
    },
  )
  done()
}
