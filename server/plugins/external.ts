// Third-party plugins, registered before the app's own: security headers, compression,
// cookies and rate limiting. On a PostgreSQL server the limiter counts there, so every process
// sees every hit (http/rate-limit-store.ts); the embedded database's one process counts in memory.
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { DatabaseKind } from '../db/database'
import type { Site } from '../domain/sites/site-schema'
import { rateLimitedError } from '../domain/api-error'
import { postgresRateLimitStore, startRateLimitSweep } from '../http/rate-limit-store'
import { contentSecurityPolicy } from '../http/content-security-policy'

export interface ExternalPluginOptions {
  config: Config
  sites: readonly Site[]
  /** The database the app will open (it is not open yet when these plugins register). */
  databaseKind: DatabaseKind
}

export const externalPlugins = fp<ExternalPluginOptions>(
  async (app: FastifyInstance, { config, sites, databaseKind }) => {
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
    const shared = databaseKind === 'postgres'
    // Not global: routes opt in (the not-found handler does; accounts will for login).
    await app.register(fastifyRateLimit, {
      global: false,
      // app.db is decorated later (plugins/database.ts); the store reads it at each hit.
      ...(shared ? { store: postgresRateLimitStore(() => app.db) } : {}),
      // The same 429 as the keyed limiters (http/rate-limit.ts): the error carries Retry-After
      // itself rather than relying on the header the plugin set on the reply before throwing.
      errorResponseBuilder: (_request, context) =>
        rateLimitedError(context.ttl / 1000, `Too many requests, retry in ${context.after}`),
    })
    if (shared) {
      let stopSweep: (() => Promise<void>) | undefined
      app.addHook('onReady', () => {
        stopSweep = startRateLimitSweep(app.db, (error) =>
          app.log.warn({ err: error }, 'sweeping expired rate limits failed'),
        )
        return Promise.resolve()
      })
      app.addHook('preClose', () => stopSweep?.() ?? Promise.resolve())
    }
  },
  { name: 'klik-external' },
)
