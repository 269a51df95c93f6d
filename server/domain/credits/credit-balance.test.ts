import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { creditLedger, users } from '../../db/schema'
import { testDatabase } from '../../test/database'
import { creditBalance, setCreditBalance } from './credit-balance'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})

// A new account each time, so a reused PostgreSQL database does not matter.
async function newMemberId(): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `ledger-${randomUUID()}@example.com`, siteId: 'klik', language: 'en' })
    .returning({ id: users.id })
  if (row === undefined) throw new Error('no user row')
  return row.id
}

describe('credit ledger', () => {
  it('starts at 0 and sets the balance with one ledger row per change', async () => {
    const { db } = database
    const member = await newMemberId()
    expect(await creditBalance(db, member)).toBe(0)
    await db.insert(creditLedger).values({ memberId: member, delta: 120, reason: 'gift' })
    expect(await creditBalance(db, member)).toBe(120)

    expect(await setCreditBalance(db, member, 0, 'dev_reset')).toBe(0)
    expect(await creditBalance(db, member)).toBe(0)
    expect(await setCreditBalance(db, member, 0, 'dev_reset')).toBe(0)

    const rows = await db.select().from(creditLedger).where(eq(creditLedger.memberId, member))
    expect(rows.map((row) => [row.delta, row.reason])).toEqual([
      [120, 'gift'],
      [-120, 'dev_reset'],
    ])
  })

  it('serialises concurrent changes of one member', async () => {
    const { db } = database
    const member = await newMemberId()
    await Promise.all([10, 20, 30].map((target) => setCreditBalance(db, member, target, 'test')))
    const final = await creditBalance(db, member)
    expect([10, 20, 30]).toContain(final)
  })
})
