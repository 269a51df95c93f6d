// GET /api/regions.php — regions of the site's countries, or of one of them.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { siteRegionData } from '../domain/geo/regions'
import { route } from '../http/route'

export const regionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.regions, {}, (request) =>
    siteRegionData(request.site.countries, request.query.country),
  )
  done()
}
