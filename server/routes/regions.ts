// GET /api/regions.php — regions of the site's countries, or of one of them, named in the
// request's language.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { siteRegionData } from '../domain/geo/regions'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'

export const regionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.regions, {}, (request) =>
    siteRegionData(
      request.site.countries,
      request.query.country,
      requestLocale(request, request.query.lang),
    ),
  )
  done()
}
