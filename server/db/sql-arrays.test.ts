import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../test/database'
import type { Db } from './database'
import { bigintArray, textArray } from './sql-arrays'

let db: Db

beforeAll(async () => {
  db = (await testDatabase()).db
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

describe('textArray', () => {
  it('passes any text through one parameter, in order', async () => {
    const values = [
      'NL',
      'a,b',
      'say "hi"',
      'back\\slash',
      '{braces}',
      'NULL',
      '',
      ' spaced ',
      'żółć',
    ]
    const [row] = await rows<{ values: string[] }>(sql`select ${textArray(values)} as values`)
    expect(row?.values).toEqual(values)
    const [empty] = await rows<{ n: number }>(
      sql`select cardinality(${textArray([])})::float8 as n`,
    )
    expect(empty?.n).toBe(0)
  })

  it('keeps one SQL text whatever the array holds', () => {
    const text = (values: string[]) =>
      db
        .select()
        .from(sql`x`)
        .where(sql`y = any(${textArray(values)})`)
        .toSQL().sql
    expect(text(['a'])).toBe(text(['a', 'b', 'c']))
  })
})

describe('bigintArray', () => {
  it('passes integers through one parameter, and refuses what is not one', async () => {
    const [row] = await rows<{ found: boolean; missing: boolean }>(
      sql`select 3 = any(${bigintArray([1, 2, 3])}) as found, 4 = any(${bigintArray([])}) as missing`,
    )
    expect(row).toEqual({ found: true, missing: false })
    expect(() => bigintArray([1.5])).toThrow(RangeError)
    expect(() => bigintArray([Number.NaN])).toThrow(RangeError)
  })
})
