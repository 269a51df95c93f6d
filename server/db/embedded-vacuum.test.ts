import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { testDatabase } from '../test/database'
import { appTables, startEmbeddedVacuum, vacuumTables, VACUUM_INTERVAL_MS } from './embedded-vacuum'
import { queryRow } from './raw'

async function lastVacuums(table: string) {
  const { db } = await testDatabase()
  return queryRow<{ last_vacuum: unknown; last_analyze: unknown }>(
    db,
    sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = ${table}`,
  )
}

describe('the embedded database’s vacuum', () => {
  it('vacuums every app table, and analyzes them when asked', async () => {
    const { db } = await testDatabase()
    const tables = await appTables(db)
    expect(tables).toEqual(expect.arrayContaining(['conversations', 'member_event_counters']))
    expect(tables).not.toContain('__drizzle_migrations')
    await vacuumTables(db, false)
    expect((await lastVacuums('conversations'))?.last_vacuum).not.toBeNull()
    await vacuumTables(db, true)
    expect((await lastVacuums('member_event_counters'))?.last_analyze).not.toBeNull()
  })

  it('stops between tables, and its stop waits for the table under way', async () => {
    const { db } = await testDatabase()
    const seen: string[] = []
    const spy = vi.spyOn(db, 'execute')
    await vacuumTables(db, false, () => seen.push('checked') > 2)
    // The list of tables, then two vacuums before the third check said stop.
    expect(spy).toHaveBeenCalledTimes(3)
    spy.mockRestore()

    vi.useFakeTimers()
    try {
      const errors: unknown[] = []
      const stop = startEmbeddedVacuum(db, (error) => errors.push(error))
      vi.advanceTimersByTime(VACUUM_INTERVAL_MS)
      vi.useRealTimers()
      await stop()
      expect(errors).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
