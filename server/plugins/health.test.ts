// /healthz and /readyz (issue 29 §1), on PGlite and PostgreSQL: liveness without the database;
// readiness that needs the database, every migration and a server that is not draining.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../app'
import { column, queryRow } from '../db/raw'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'user-agent': 'kube-probe/1.31', ...headers } })

describe('health and readiness', () => {
  it('answers /healthz and /readyz 200 without a session, uncached, outside the API docs', async () => {
    const live = await get('/healthz')
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ])
    const ready = await get('/readyz')
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }])
    expect(ready.headers['set-cookie']).toBeUndefined()
    const docs = await app.inject({ url: '/api/docs' })
    expect(docs.body).not.toContain('healthz')
    expect(docs.body).not.toContain('readyz')
  })

  it('is never rate limited: 300 probes in a row all answer', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => get('/healthz')))
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]))
  })

  it('is not ready while a migration is missing, and ready again once it is back', async () => {
    const last = await queryRow(
      app.db,
      sql`delete from drizzle.__drizzle_migrations
        where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      z.object({ id: column.number, hash: z.string(), created_at: column.number }),
    )
    try {
      const pending = await get('/readyz')
      expect(pending.statusCode).toBe(503)
      expect(pending.json()).toMatchObject({ status: 'migrations_pending' })
    } finally {
      if (last !== undefined) {
        await app.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last.id}, ${last.hash}, ${last.created_at})`,
        )
      }
    }
    expect((await get('/readyz')).statusCode).toBe(200)
  })

  it('answers 503 draining once the server drains, while /healthz stays 200', async () => {
    const other = await buildTestApp()
    try {
      other.startDraining()
      const ready = await other.inject({ url: '/readyz' })
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }])
      expect((await other.inject({ url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })
})
