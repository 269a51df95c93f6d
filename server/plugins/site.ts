// `request.site`: the site answering this request, picked by X-Original-Host (else Host).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Site } from '../domain/sites/site-schema'
import { createSiteRegistry, type SiteRegistry } from '../domain/sites/site-registry'

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry
  }
  interface FastifyRequest {
    site: Site
  }
}

export function originalHost(request: FastifyRequest): string {
  const header = request.headers['x-original-host']
  const value = Array.isArray(header) ? header[0] : header
  return value !== undefined && value.trim() !== '' ? value : request.host
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
