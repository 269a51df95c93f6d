// Third-party plugins, registered before the app's own: security headers, compression,
// cookies and rate limiting.
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { Site } from '../domain/sites/site-schema'
import { rateLimitedError } from '../http/api-error'
import { contentSecurityPolicy } from '../http/content-security-policy'

export interface ExternalPluginOptions {
  config: Config
  sites: readonly Site[]
}

export const externalPlugins = fp<ExternalPluginOptions>(
  async (app: FastifyInstance, { config, sites }) => {
    const https = config.PUBLIC_URL.startsWith('https:')
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(sites.map((site) => site.cdn_prefix)),
      },
      // Same answer as the CSP's frame-ancestors 'none', for browsers that only know this one.
      frameguard: { action: 'deny' },
      // HSTS over plain http would pin a browser to https that is not there.
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    })
    // JSON, HTML, JS, CSS, SVG and the manifest; images and fonts are already compressed.
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'] })
    await app.register(fastifyCookie)
    // Not global: routes opt in (the not-found handler does; accounts will for login).
    await app.register(fastifyRateLimit, {
      global: false,
      // The same 429 as the keyed limiters (http/rate-limit.ts): the error carries Retry-After
      // itself rather than relying on the header the plugin set on the reply before throwing.
      errorResponseBuilder: (_request, context) =>
        rateLimitedError(context.ttl / 1000, `Too many requests, retry in ${context.after}`),
    })
  },
  { name: 'klik-external' },
)
