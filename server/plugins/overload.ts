// Overload answered, not queued (issue 29 §5). Every query waits its turn for the database
// (db/fair-queue.ts); past saturation that wait grows without bound and a member's send is
// answered after tens of seconds. Instead, while some caller has waited longer than
// OVERLOAD_WAIT_MS, a new API call is refused at once, before it asks anything (not even its
// session): 503 server_busy with Retry-After. What was let in keeps its place and finishes
// fast; the outbox and the poller back off and come again. Never refused: the live stream
// (it holds no database turn while open), health checks, metrics, payment webhooks (money;
// Mollie retries, but late) and everything that is not an API call (the app's files).
//
// The database is not the only queue: when the process itself is the bottleneck (its one
// thread parses, answers and fans events out to thousands of streams), requests wait for the
// event loop before any of this runs, and the database queue stays short. So the loop's own
// lateness counts too: a timer every LAG_SAMPLE_MS notes how late it fired, and while the last
// one was later than OVERLOAD_LAG_MS new calls are refused the same way.
//
// The wait is read at most once per READ_EVERY_MS: the check runs on every request and the
// longest wait is a scan of the waiters.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorBody } from '../../src/contract/errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls refused as overload since start (for the metrics), and whether it refuses now. */
    readonly overload: { refused: number; refusing: boolean }
  }
}

const READ_EVERY_MS = 5
const LAG_SAMPLE_MS = 50

/** Calls that are let in however long the database queue is. */
export function neverRefused(method: string, url: string): boolean {
  if (!url.startsWith('/api/')) return true
  const path = url.split('?', 1)[0] as string
  if (path === '/api/events.php') return method === 'GET' || method === 'HEAD'
  return path === '/api/payment_webhook.php'
}

const BUSY: ErrorBody = {
  error: {
    code: 'server_busy',
    message: 'The server is busy; try again in a few seconds',
  },
}

export const overloadPlugin = fp(
  (
    app: FastifyInstance,
    options: { waitMs: number; lagMs: number },
    done: (error?: Error) => void,
  ) => {
    const state = { refused: 0, refusing: false }
    app.decorate('overload', state)
    if (options.waitMs <= 0) {
      done()
      return
    }
    let readAt = -Infinity
    let overloaded = false
    let episodeRefused = 0
    // How late the event loop's last sample fired. Sampled from when the app is ready: its own
    // start (compiling every route's schemas, opening the database) holds the loop for longer
    // than the bound, and is not overload; counted, it refused the first calls after a start.
    let lagMs = 0
    let due = Infinity
    let sampler: NodeJS.Timeout | undefined
    app.addHook('onReady', (ready) => {
      due = performance.now() + LAG_SAMPLE_MS
      sampler = setInterval(() => {
        const now = performance.now()
        lagMs = Math.max(0, now - due)
        due = now + LAG_SAMPLE_MS
      }, LAG_SAMPLE_MS)
      sampler.unref()
      ready()
    })
    app.addHook('onClose', (_app, closed) => {
      clearInterval(sampler)
      closed()
    })
    const isOverloaded = (): boolean => {
      const now = performance.now()
      if (now - readAt < READ_EVERY_MS) return overloaded
      readAt = now
      // The database opens after this plugin; until then nothing can be waiting for it.
      const wait = app.hasDecorator('database') ? app.database.load().longestWaitMs : 0
      // A sample that is overdue now is as late as the loop at least.
      const lag = Math.max(lagMs, now - due, 0)
      const was = overloaded
      overloaded = wait > options.waitMs || lag > options.lagMs
      if (overloaded && !was) {
        app.log.warn(
          { waitMs: Math.round(wait), eventLoopLagMs: Math.round(lag) },
          'overloaded: refusing new calls',
        )
        episodeRefused = 0
      } else if (was && !overloaded) {
        app.log.warn({ refused: episodeRefused }, 'back to normal')
      }
      state.refusing = overloaded
      return overloaded
    }

    app.addHook('onRequest', (request: FastifyRequest, reply, next) => {
      if (neverRefused(request.method, request.url) || !isOverloaded()) {
        next()
        return
      }
      state.refused++
      episodeRefused++
      // 1–3 s, spread so the refused do not all come back in the same second.
      const seconds = 1 + Math.floor(Math.random() * 3)
      void reply
        .code(503)
        .header('retry-after', String(seconds))
        .header('cache-control', 'no-store')
        .send(BUSY)
    })
    done()
  },
  { name: 'klik-overload' },
)
