// GET /api/interests.php — the interests, named in the requested language: `lang`, else the
// klik-locale cookie, else the site's language.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { isLocale, LOCALE_COOKIE } from '../../src/contract/locales'
import { listInterests } from '../domain/interests/list-interests'
import { route } from '../http/route'

export const interestsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.interests, {}, async (request) => {
    const cookie = request.cookies[LOCALE_COOKIE]
    const locale = request.query.lang ?? (isLocale(cookie) ? cookie : request.site.domain_language)
    return { interests: await listInterests(app.db, locale) }
  })
  done()
}
