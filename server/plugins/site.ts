// `request.site`: the site answering this request, picked by X-Original-Host (else Host).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Site } from '../domain/sites/site-schema'
import { createSiteRegistry, type SiteRegistry } from '../domain/sites/site-registry'
import { originalHost } from '../http/original-host'

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry
  }
  interface FastifyRequest {
    site: Site
  }
}

export const sitePlugin = fp<{ sites: readonly Site[] }>(
  (app: FastifyInstance, { sites }, done) => {
    const registry = createSiteRegistry(sites)
    app.decorate('sites', registry)
    app.decorateRequest('site', null as unknown as Site)
    app.addHook('onRequest', (request, _reply, next) => {
      request.site = registry.forHost(originalHost(request))
      next()
    })
    done()
  },
  { name: 'klik-site' },
)
