// buildApp(config) → the Fastify server, not yet listening: main.ts starts it, tests call
// inject(). Plugins load in order: external (security headers, compression, cookies, rate
// limits, OpenAPI) → the app's own (config, database, site, auth, origin check, errors) →
// routes → static client and the not-found fallback. Accounts add the app secret, the mailer,
// the session lookup (auth) and a guard against NUL characters in JSON bodies; the metrics
// (issue 29 §1) come right after the config, so they see every route; the media and export
// stores (DATA_DIR or an S3 bucket) are opened first, as the demo seed draws into them.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import type { Config } from './config'
import type { Database } from './db/database'
import { configuredDatabaseKind } from './db/open'
import { startDemoSeed } from './domain/demo/seed-demo'
import { openMediaStores, type MediaStores } from './domain/media/storage/open-stores'
import { DEFAULT_SITE } from './domain/sites/default-site'
import { loadSites } from './domain/sites/load-sites'
import type { Site } from './domain/sites/site-schema'
import { answerClientError } from './http/client-error'
import { stdoutLog } from './log-destination'
import { errorResponse } from './http/error-body'
import { queryActionConstraint } from './http/query-action'
import { appSecretPlugin } from './plugins/app-secret'
import { authPlugin } from './plugins/auth'
import { bodyGuardPlugin } from './plugins/body-guard'
import { backupsPlugin } from './plugins/backups'
import { brandPlugin } from './plugins/brand'
import { configPlugin } from './plugins/config'
import { databasePlugin } from './plugins/database'
import { errorHandlerPlugin } from './plugins/error-handler'
import { eventsPlugin } from './plugins/events'
import { externalPlugins } from './plugins/external'
import { mailerPlugin } from './plugins/mailer'
import { metricsPlugin } from './plugins/metrics'
import { mediaPlugin } from './plugins/media'
import { notFoundPlugin } from './plugins/not-found'
import { openapiPlugin } from './plugins/openapi'
import { pushPlugin } from './plugins/push'
import { readReplicasPlugin } from './plugins/read-replicas'
import { paymentsPlugin } from './plugins/payments'
import { originCheckPlugin } from './plugins/origin-check'
import { overloadPlugin } from './plugins/overload'
import { requestClockPlugin } from './plugins/request-clock'
import { requestIdPlugin } from './plugins/request-id'
import { healthPlugin } from './plugins/health'
import { sitePlugin } from './plugins/site'
import { staticPlugin } from './plugins/static'
import { serializeError } from './http/stack-trace'
import { apiRoutes } from './routes'

export interface BuildOptions {
  /** An open, migrated database the caller keeps ownership of (tests). */
  db?: Database
  /** Sites to serve instead of reading SITES_FILE. */
  sites?: readonly Site[]
  /** Media and export stores instead of the configured ones (closed with the app). */
  stores?: MediaStores
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const sites = options.sites ?? loadSites(config.SITES_FILE)
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Never a synchronous write that can hang the process (log-destination.ts).
      stream: stdoutLog(),
      serializers: {
        err: serializeError,
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          host: firstHeader(request, 'x-original-host') ?? request.headers.host,
          remoteAddress: request.ip,
          package: firstHeader(request, 'x-package'),
        }),
      },
    },
    trustProxy: config.TRUST_PROXY,
    // A proxy's request id is kept so its logs and ours line up.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Creating a new embedded database (initdb, then migrations) takes seconds on a slow disk.
    pluginTimeout: 120_000,
    // What the HTTP parser refuses (431, broken framing) answers the contract's error body too.
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode ('/api/x.php/%ff') is answered by Fastify itself, outside
    // the error handler: it gets the contract's error body too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = errorResponse(error)
      void reply.code(status).send(body)
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // POST /api/user.php?new=1 and ?push=1 (and the like) are separate routes; see query-action.ts.
  app.addConstraintStrategy(queryActionConstraint)

  // First, so every hook after it (the session lookup too) is served oldest request first.
  await app.register(requestClockPlugin)
  // Next: a refused call (the database is overloaded) costs nothing, not even its session.
  await app.register(overloadPlugin, {
    waitMs: config.OVERLOAD_WAIT_MS,
    lagMs: config.OVERLOAD_LAG_MS,
  })
  await app.register(externalPlugins, {
    config,
    sites,
    databaseKind: options.db?.kind ?? configuredDatabaseKind(config),
  })
  await app.register(openapiPlugin, { publicUrl: config.PUBLIC_URL })

  const stores = options.stores ?? openMediaStores(config)
  // Started before the database opens: see startDemoSeed.
  const demoSeed = startDemoSeed(config, DEFAULT_SITE, stores.media)
  await app.register(configPlugin, { config })
  // Before everything it measures: the mailer, the job worker and every route.
  await app.register(metricsPlugin)
  await app.register(mediaPlugin, { stores })
  await app.register(appSecretPlugin)
  await app.register(requestIdPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(bodyGuardPlugin)
  await app.register(
    databasePlugin,
    options.db === undefined ? { config } : { config, database: options.db },
  )
  // Demo members for an empty database, so search has something to show (tests pass 0).
  const seeded = config.SEED_DEMO ? await demoSeed.seedIfEmpty(app.db) : null
  if (seeded !== null) {
    app.log.info(seeded, `created ${seeded.created} demo members in ${seeded.ms} ms`)
  }
  // Creating, migrating and seeding grew the embedded database's memory for good: start afresh.
  // (A new embedded database is made by main.ts's set-up process instead, first-start.ts;
  // this is for an empty one seeded later and for callers of buildApp.)
  if (app.database.created || seeded !== null) await app.database.reopen()
  // /healthz and /readyz: before the session, the origin check and the routes.
  await app.register(healthPlugin)
  // npm run backup's way into this process, and BACKUP_EVERY (embedded database only).
  await app.register(backupsPlugin)
  await app.register(mailerPlugin)
  await app.register(sitePlugin, { sites })
  await app.register(pushPlugin)
  await app.register(paymentsPlugin)
  // Before the session lookup, which trusts its cache only while the bus hears every process.
  await app.register(eventsPlugin)
  await app.register(authPlugin)
  // Before the routes: search and member pages may read from DATABASE_REPLICA_URLS.
  await app.register(readReplicasPlugin)
  await app.register(originCheckPlugin, { publicUrl: config.PUBLIC_URL })

  await app.register(apiRoutes, { devTools: config.DEV_TOOLS })
  await app.register(brandPlugin, {
    staticDir: config.STATIC_DIR,
    bootBudgetMs: config.BOOT_BUDGET_MS,
    ssr: config.SSR
      ? { dir: config.SSR_DIR, budgetMs: config.SSR_BUDGET_MS, cacheMs: config.SSR_CACHE_MS }
      : null,
  })

  await app.register(staticPlugin, { staticDir: config.STATIC_DIR, media: app.media })
  await app.register(notFoundPlugin, { staticDir: config.STATIC_DIR })
  return app
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

export type App = Awaited<ReturnType<typeof buildApp>>
