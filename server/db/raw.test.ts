import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { testDatabase } from '../test/database'
import type { Db } from './database'
import { column, queryRow, queryRows } from './raw'

let db: Db

beforeAll(async () => {
  db = (await testDatabase()).db
})

describe('queryRows', () => {
  it('answers the rows, typed as the caller says, without a schema', async () => {
    const rows = await queryRows<{ n: number; name: string }>(
      db,
      sql`select n, 'row ' || n as name from (values (1), (2)) as v(n) order by n`,
    )
    expectTypeOf(rows).toEqualTypeOf<Array<{ n: number; name: string }>>()
    expect(rows).toEqual([
      { n: 1, name: 'row 1' },
      { n: 2, name: 'row 2' },
    ])
  })

  it('makes a bigint count and a timestamp one type on both drivers', async () => {
    const rows = await queryRows(
      db,
      sql`select count(*) as count, max(id) as newest,
          '2024-05-06 07:08:09.123+02'::timestamptz as at, null::timestamptz as never
        from (values (1::bigint), (9007199254740991::bigint)) as v(id)`,
      z.object({
        count: column.number,
        newest: column.number,
        at: column.date,
        never: column.date.nullable(),
      }),
    )
    expectTypeOf(rows).toEqualTypeOf<
      Array<{ count: number; newest: number; at: Date; never: Date | null }>
    >()
    expect(rows).toEqual([
      {
        count: 2,
        newest: Number.MAX_SAFE_INTEGER,
        at: new Date('2024-05-06T05:08:09.123Z'),
        never: null,
      },
    ])
  })

  it('reads in a transaction as in the database', async () => {
    const rows = await db.transaction((tx) =>
      queryRows(tx, sql`select 'nl' as locale`, z.object({ locale: column.text<'nl' | 'en'>() })),
    )
    expectTypeOf(rows).toEqualTypeOf<Array<{ locale: 'nl' | 'en' }>>()
    expect(rows).toEqual([{ locale: 'nl' }])
  })

  it('throws when a row does not fit its schema, a null date included', async () => {
    await expect(
      queryRows(db, sql`select 'many' as count`, z.object({ count: column.number })),
    ).rejects.toThrow(z.ZodError)
    await expect(
      queryRows(db, sql`select null::timestamptz as at`, z.object({ at: column.date })),
    ).rejects.toThrow(z.ZodError)
    await expect(
      queryRows(db, sql`select 1 as kind`, z.object({ kind: column.text() })),
    ).rejects.toThrow(z.ZodError)
  })
})

describe('queryRow', () => {
  it('answers the first row, parsed by the schema', async () => {
    const row = await queryRow(
      db,
      sql`select n::bigint as n from (values (3), (4)) as v(n) order by n`,
      z.object({ n: column.number }),
    )
    expectTypeOf(row).toEqualTypeOf<{ n: number } | undefined>()
    expect(row).toEqual({ n: 3 })
  })

  it('answers undefined when there is no row', async () => {
    const row = await queryRow(db, sql`select 1 as n where false`, z.object({ n: column.number }))
    expect(row).toBeUndefined()
  })
})
