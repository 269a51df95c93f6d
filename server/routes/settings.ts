// GET /api/settings.php — the site's settings for this client (spec §3 Settings). With
// DEV_TOOLS the developer panel's design-version cookie switches the template.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { DESIGN_VERSION_COOKIE, isTemplate } from '../../src/contract/features'
import { countryOfIp } from '../domain/geo/geoip'
import { siteSettings } from '../domain/sites/site-settings'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'

export const settingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.settings, {}, async (request, reply) => {
    // Private: it holds the client's geoip country.
    reply.header('cache-control', 'private, max-age=60')
    const design = request.cookies[DESIGN_VERSION_COOKIE]
    return siteSettings(request.site, {
      geoipCountry: await countryOfIp(request.ip),
      locale: requestLocale(request),
      pushPublicKey: app.vapid.publicKey,
      devTools: app.config.DEV_TOOLS,
      templateOverride: app.config.DEV_TOOLS && isTemplate(design) ? design : null,
    })
  })
  done()
}
