// GET /api/geocode.php?lat=&lon= — the nearest known city (signup step 3 pre-fills the
// location with it), preferring the site's countries; 404 geocode.not_found beyond 100 km.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { nearestCity } from '../domain/geo/nearest-city'
import { httpError } from '../domain/api-error'
import { perIp } from '../http/rate-limit'
import { route } from '../http/route'

export const geocodeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const config = perIp(app, { max: 60, timeWindow: '1 minute' })
  route(app, endpoints.geocode, { config }, (request) => {
    const { lat, lon } = request.query
    const found = nearestCity(lat, lon, request.site.countries)
    if (found === null) throw httpError(404, 'geocode.not_found', 'No known city within 100 km')
    return { country: found.country, countryregion: found.region, city: found.city }
  })
  done()
}
