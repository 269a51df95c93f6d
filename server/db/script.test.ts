import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDatabase } from '../test/database'
import type { Db } from './database'
import { isUniqueViolation } from './errors'
import { queryRows } from './raw'
import { runScript } from './script'

let db: Db

beforeAll(async () => {
  db = (await testDatabase()).db
  await db.execute(sql`create table if not exists script_test (id int primary key, name text)`)
})
// Each test starts from an empty table: they hold in any order (--sequence.shuffle).
beforeEach(async () => {
  await db.execute(sql`truncate script_test`)
})

const names = async () => {
  const rows = await queryRows<{ name: string }>(db, sql`select name from script_test order by id`)
  return rows.map((row) => row.name)
}

describe('runScript', () => {
  it('runs the statements in order in one transaction and answers each one’s rows', async () => {
    const [inserted, read] = await runScript<[Array<{ id: number }>, Array<{ n: number }>]>(db, [
      sql`insert into script_test (id, name) values (${1}, ${'Anna'}), (${2}, ${'Bo'}) returning id`,
      sql`select count(*)::float8 as n from script_test`,
    ])
    expect(inserted).toEqual([{ id: 1 }, { id: 2 }])
    expect(read).toEqual([{ n: 2 }])
  })

  it('rolls everything back when a statement fails, and the database goes on', async () => {
    await runScript(db, [sql`insert into script_test (id, name) values (1, 'Anna'), (2, 'Bo')`])
    await expect(
      runScript(db, [
        sql`insert into script_test (id, name) values (${3}, ${'Cas'})`,
        sql`insert into script_test (id, name) values (${1}, ${'again'})`,
      ]),
    ).rejects.toSatisfy((error) => isUniqueViolation(error))
    expect(await names()).toEqual(['Anna', 'Bo'])
    await runScript(db, [sql`insert into script_test (id, name) values (${3}, ${'Cas'})`])
    expect(await names()).toEqual(['Anna', 'Bo', 'Cas'])
  })

  it('keeps scripts, transactions and single queries from running inside each other', async () => {
    const writes = Array.from({ length: 20 }, (_, index) => {
      const id = 100 + index
      if (index % 3 === 0) {
        return runScript(db, [
          sql`insert into script_test (id, name) values (${id}, ${'script'})`,
          sql`update script_test set name = ${'script done'} where id = ${id}`,
        ])
      }
      if (index % 3 === 1) {
        return db.transaction(async (tx) => {
          await tx.execute(sql`insert into script_test (id, name) values (${id}, ${'tx'})`)
          await tx.execute(sql`update script_test set name = ${'tx done'} where id = ${id}`)
        })
      }
      return db.execute(sql`insert into script_test (id, name) values (${id}, ${'single'})`)
    })
    await Promise.all(writes)
    const rows = await names()
    expect(rows.filter((name) => name === 'script done')).toHaveLength(7)
    expect(rows.filter((name) => name === 'tx done')).toHaveLength(7)
    expect(rows.filter((name) => name === 'single')).toHaveLength(6)
  })

  it('rolls back a transaction whose first query fails right behind its BEGIN, and goes on', async () => {
    // A transaction that fails in its first statement, sent right behind its BEGIN.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table`)
      }),
    ).rejects.toThrow(/no_such_table/)
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into script_test (id, name) values (${200}, ${'after'})`)
    })
    expect(await names()).toContain('after')
  })
})
