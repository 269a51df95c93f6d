// The PostgreSQL bus's session notices (npm run test:pg): "s:<member>" goes out when the
// transaction that ends the sessions commits, and a process whose listening connection dropped
// answers no session from memory until it listens again. Skipped on PGlite, which has no such
// bus (its one process forgets ended sessions where they end).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { queryRows } from '../../db/raw'
import { sessions } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { PgEventBus, sessionsEndedNotify } from './pg-event-bus'

const onPostgres = (process.env.DATABASE_URL ?? '') !== ''
const quiet = { warn: () => undefined, info: () => undefined }
let app: App

/**
 * Ends the newest listening connection on the file's database, as a failover or a restart
 * would; answers whether there was one.
 */
async function dropListener(): Promise<boolean> {
  const rows = await queryRows(
    app.db,
    sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'
    order by backend_start desc limit 1`,
  )
  return rows.length === 1
}

describe.skipIf(!onPostgres)('the PostgreSQL bus and sessions', () => {
  beforeAll(async () => {
    app = await buildTestApp()
  })

  afterAll(async () => {
    await app.close()
  })

  it('tells of ended sessions when their transaction commits, and of a lost connection', async () => {
    const url = app.database.url ?? ''
    const bus = await PgEventBus.open(url, app.db, quiet, { reconnectMs: 20 })
    const heard: (number | null)[] = []
    bus.onSessionsEnded((memberId) => heard.push(memberId))
    try {
      await app.db
        .transaction(async (tx) => {
          await tx.execute(sql`select ${sessionsEndedNotify(sql`41`)}`)
          throw new Error('rolled back')
        })
        .catch(() => undefined)
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select ${sessionsEndedNotify(sql`42`)}`)
      })
      await expect.poll(() => heard).toEqual([42])

      heard.length = 0
      expect(await dropListener()).toBe(true)
      await expect.poll(() => heard[0]).toBe(null)
      // Listening again: the cache is emptied once more (a logout meanwhile went unheard).
      await expect.poll(() => bus.hearing).toBe(true)
      expect(heard).toEqual([null, null])
      await app.db.execute(sql`select ${sessionsEndedNotify(sql`43`)}`)
      await expect.poll(() => heard).toEqual([null, null, 43])
    } finally {
      await bus.close()
    }
    expect(bus.hearing).toBe(false)
  })

  it('answers no session from memory while the bus does not hear the other processes', async () => {
    const member = await signUp(app)
    expect((await member.client.get('/api/user.php')).statusCode).toBe(200)
    // Ended behind the cache's back (no notice): while the bus hears, the cache answers...
    await app.db.execute(sql`delete from ${sessions} where user_id = ${member.user.id}`)
    expect((await member.client.get('/api/user.php')).statusCode).toBe(200)
    // ...but from the moment it stops hearing, every call reads the database.
    expect(await dropListener()).toBe(true)
    await expect.poll(() => app.events.hearing).toBe(false)
    expect((await member.client.get('/api/user.php')).statusCode).toBe(403)
  })
})
