// Health and readiness for a load balancer or an orchestrator (issue 29 §1):
//   GET /healthz  200 while the process runs: liveness, nothing else asked (no database)
//   GET /readyz   200 when the database answers within READY_TIMEOUT_MS, every committed
//                 migration is applied and the server is not draining; else 503 and why
// Neither is rate limited (routes opt in to the limiter), reads a session (nothing here asks
// for one; a probe sends no cookie), logs a line per call, or is listed in /api/docs.
// Draining starts when the app begins to close (preClose) or when startDraining() is called
// (a graceful stop that first lets the balancer notice), and never ends: a process that
// drains is on its way out.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { committedMigrations } from '../db/database'
import { withRequestClock } from '../db/fair-queue'
import { column, queryRow } from '../db/raw'

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on (the process is about to stop). */
    startDraining(): void
  }
}

/** A database slower than this to answer `select` is not ready to take members' requests. */
export const READY_TIMEOUT_MS = 2_000

export type Readiness =
  | { status: 'ready' }
  | { status: 'draining' }
  | { status: 'database_unavailable'; error: string }
  | { status: 'migrations_pending'; applied: number; expected: number }

/** `work`, or a rejection once `ms` have passed without its answer (the work itself goes on). */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

export const healthPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const expected = committedMigrations()
    let draining = false
    app.decorate('startDraining', () => {
      draining = true
    })
    app.addHook('preClose', (hookDone) => {
      draining = true
      hookDone()
    })

    const readiness = async (): Promise<Readiness> => {
      if (draining) return { status: 'draining' }
      try {
        const row = await withTimeout(
          // First in line: a busy queue is answered by refusing calls (plugins/overload.ts),
          // not by taking the process out of the balancer.
          withRequestClock(0, () =>
            queryRow(
              app.db,
              sql`select count(*) as applied from drizzle.__drizzle_migrations`,
              z.object({ applied: column.number }),
            ),
          ),
          READY_TIMEOUT_MS,
        )
        const applied = row?.applied ?? 0
        if (applied < expected) return { status: 'migrations_pending', applied, expected }
      } catch (error) {
        return {
          status: 'database_unavailable',
          error: error instanceof Error ? error.message : String(error),
        }
      }
      // Asked again: a close that began while the database answered wins.
      return draining ? { status: 'draining' } : { status: 'ready' }
    }

    const probe = { logLevel: 'silent' as const, schema: { hide: true } }
    app.get('/healthz', probe, async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' }
    })
    app.get('/readyz', probe, async (_request, reply) => {
      const answer = await readiness()
      reply.header('cache-control', 'no-store')
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer)
    })
    done()
  },
  { name: 'klik-health', dependencies: ['klik-database'] },
)
