// `request.readDb`: where a read-only call reads. A route opts in with `config: { readReplica:
// true }` and reads through request.readDb (writes still go to app.db); with
// DATABASE_REPLICA_URLS that is a streaming replica (db/replicas.ts) when one is usable,
// else, and for every other route, the primary app.db.
//
// Read-your-writes: a call that may have written (any successful POST, PUT, PATCH or DELETE,
// or a GET that says so with noteWrite) answers with the primary's WAL position after it in
// the signed klik_wal cookie (http/wal-cookie.ts); a read-only call of that browser uses a
// replica only once the replica has replayed that far. A browser with no recent write reads
// from any replica that streams within the lag bound.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/database'
import { DOWN_MS, primaryLsn, ReadReplicas } from '../db/replicas'
import { setWalCookie, walCookieKey, walCookieLsn } from '../http/wal-cookie'

declare module 'fastify' {
  interface FastifyRequest {
    /** The database a read-only route reads from (app.db unless the route opted in). */
    readonly readDb: Db
  }
  interface FastifyContextConfig {
    /** Read through request.readDb from a replica when one is usable (read-replicas.ts). */
    readReplica?: boolean
  }
  interface FastifyInstance {
    /** The configured read replicas; null without DATABASE_REPLICA_URLS. */
    readReplicas: ReadReplicas | null
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Requests that read from a replica: the replica's Db. */
const replicaReads = new WeakMap<FastifyRequest, Db>()
/** GET requests that wrote what the browser will read back (noteWrite). */
const writingReads = new WeakSet<FastifyRequest>()

/**
 * A GET that wrote something its browser reads back through a read-only route (a saved
 * search): its answer carries the WAL position, as a POST's does.
 */
export function noteWrite(request: FastifyRequest): void {
  writingReads.add(request)
}

export const readReplicasPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.decorateRequest('readDb', {
      getter(this: FastifyRequest): Db {
        return replicaReads.get(this) ?? this.server.db
      },
    })
    const urls = app.config.DATABASE_REPLICA_URLS
    const primary = app.database.pool
    if (urls.length === 0 || primary === undefined) {
      // Replicas of the embedded database cannot be: config.ts refuses the combination.
      app.decorate('readReplicas', null)
      done()
      return
    }
    const replicas = new ReadReplicas(urls, primary, {
      down: (url, error) =>
        app.log.warn(
          { err: error, replica: redacted(url) },
          `read replica unusable for ${DOWN_MS / 1000} s: reading from the primary`,
        ),
      unfit: (url, why) =>
        app.log.error({ replica: redacted(url) }, `read replica not used: ${why}`),
    })
    app.decorate('readReplicas', replicas)
    app.addHook('onClose', () => replicas.close())
    const key = walCookieKey(app.appSecret)
    const secure = app.config.PUBLIC_URL.startsWith('https:')

    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.readReplica !== true) return
      const replica = await replicas.choose(walCookieLsn(request, key))
      app.metrics.databaseReads.inc({ target: replica === null ? 'primary' : 'replica' })
      if (replica !== null) replicaReads.set(request, replica.db)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const wrote = SAFE_METHODS.has(request.method) ? writingReads.has(request) : true
      if (!wrote || reply.statusCode >= 400 || !request.url.startsWith('/api/')) return payload
      try {
        const lsn = await primaryLsn(primary)
        if (lsn !== null) setWalCookie(reply, key, lsn, secure)
      } catch (error) {
        // Without it this browser's next reads may come from a replica a moment behind.
        request.log.warn({ err: error }, 'could not read the primary’s WAL position')
      }
      return payload
    })
    done()
  },
  {
    name: 'klik-read-replicas',
    dependencies: ['klik-config', 'klik-database', 'klik-app-secret', 'klik-metrics'],
  },
)

function redacted(url: string): string {
  const parsed = new URL(url)
  if (parsed.password !== '') parsed.password = '***'
  return parsed.toString()
}
