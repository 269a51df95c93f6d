// `app.metrics`: this app's Prometheus metrics (metrics/metrics.ts), and where they are served,
// never to the public and both off by default:
//   METRICS_PORT   a listener of its own on METRICS_HOST (127.0.0.1 unless told), GET /metrics
//   METRICS_TOKEN  GET /metrics on the main port, for `Authorization: Bearer <token>` only;
//                  without it the answer is the unknown path's, so nobody learns it is there
// While either is on, every answer's time is observed per route pattern (the route's URL as
// declared, "unmatched" when none matched: never the raw URL, whose ids and queries would make
// a series per member), except the probes', /metrics' own and the live streams' (a stream
// lasts as long as the tab; `klik_live_streams` counts them).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { jobBacklog } from '../jobs/job-backlog'
import { listenForMetrics, type MetricsListener } from '../metrics/metrics-listener'
import { createMetrics, type Metrics } from '../metrics/metrics'
import { withTimeout } from './health'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
    /** Where METRICS_PORT's listener listens once the app is ready; null without one. */
    metricsAddress(): AddressInfo | null
  }
}

/** A scrape waits this long for the jobs table, then answers without the job gauges. */
export const COLLECT_TIMEOUT_MS = 1_000
const UNMATCHED = 'unmatched'
const UNOBSERVED = new Set(['/healthz', '/readyz', '/metrics'])

const digest = (value: string) => createHash('sha256').update(value).digest()

function isStream(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type')
  return typeof type === 'string' && type.startsWith('text/event-stream')
}

export const metricsPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    const { METRICS_PORT, METRICS_HOST, METRICS_TOKEN } = app.config
    const served = METRICS_PORT !== undefined || METRICS_TOKEN !== undefined
    const metrics = createMetrics(
      {
        liveStreams: () => app.liveStreams.size,
        jobBacklog: () =>
          withTimeout(jobBacklog(app.db), COLLECT_TIMEOUT_MS).catch((error: unknown) => {
            app.log.warn({ err: error }, 'metrics: the jobs table did not answer')
            throw error
          }),
        databaseLoad: () => (app.hasDecorator('database') ? app.database.load() : null),
        overload: () => app.overload,
      },
      { processMetrics: served },
    )
    app.decorate('metrics', metrics)
    let listener: MetricsListener | null = null
    app.decorate('metricsAddress', () => listener?.address ?? null)
    if (!served) {
      done()
      return
    }

    const { httpDuration, registry, databaseWait } = metrics
    // Every caller's wait for the database, from the moment it is open until the app closes.
    let unobserve = () => {}
    app.addHook('onReady', (hookDone) => {
      unobserve = app.database.observeWaits((waitMs) => databaseWait.observe(waitMs / 1000))
      hookDone()
    })
    app.addHook('onClose', (_instance, hookDone) => {
      unobserve()
      hookDone()
    })
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? UNMATCHED
      if (!UNOBSERVED.has(route) && !isStream(reply)) {
        httpDuration.observe(
          { method: request.method, route, status_code: reply.statusCode },
          reply.elapsedTime / 1000,
        )
      }
      next()
    })

    if (METRICS_TOKEN !== undefined) {
      const expected = digest(METRICS_TOKEN)
      const authorized = (header: string | undefined) => {
        const token = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1]
        // Digests have one length: the comparison takes as long for every wrong token.
        return token !== undefined && timingSafeEqual(digest(token), expected)
      }
      app.get(
        '/metrics',
        { logLevel: 'silent', schema: { hide: true } },
        async (request, reply) => {
          if (!authorized(request.headers.authorization)) return reply.callNotFound()
          const text = await registry.metrics()
          return reply.header('cache-control', 'no-store').type(registry.contentType).send(text)
        },
      )
    }

    if (METRICS_PORT !== undefined) {
      app.addHook('onReady', async () => {
        listener = await listenForMetrics(registry, METRICS_PORT, METRICS_HOST, app.log)
        const { address, port } = listener.address
        const host = address.includes(':') ? `[${address}]` : address
        app.log.info({ address, port }, `metrics at http://${host}:${port}/metrics`)
      })
      app.addHook('onClose', async () => {
        await listener?.close()
      })
    }
    done()
  },
  { name: 'klik-metrics', dependencies: ['klik-config'] },
)
