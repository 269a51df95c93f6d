import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../test/database'
import type { Db } from './database'
import { queryRows } from './raw'
import { bigintArray, bigintList, textArray } from './sql-arrays'

let db: Db

beforeAll(async () => {
  db = (await testDatabase()).db
})

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query)

const textOf = (array: ReturnType<typeof sql>) =>
  db
    .select()
    .from(sql`x`)
    .where(sql`y = any(${array})`)
    .toSQL().sql

describe('textArray and bigintArray', () => {
  it('pass their values in order, each as a parameter of its own', async () => {
    const values = ['NL', 'a,b', 'say "hi"', 'back\\slash', '{braces}', 'NULL', 'żółć']
    const [row] = await rows<{ texts: string[]; found: boolean }>(
      sql`select ${textArray(values)} as texts, 3 = any(${bigintArray([1, 2, 3])}) as found`,
    )
    expect(row).toEqual({ texts: values, found: true })
  })
})

describe('bigintList', () => {
  it('passes integers through one parameter, and refuses what is not one', async () => {
    const [row] = await rows<{ found: boolean; missing: boolean }>(
      sql`select 3 = any(${bigintList([1, 2, 3])}) as found, 4 = any(${bigintList([])}) as missing`,
    )
    expect(row).toEqual({ found: true, missing: false })
    expect(() => bigintList([1.5])).toThrow(RangeError)
    expect(() => bigintList([Number.NaN])).toThrow(RangeError)
  })

  it('keeps one SQL text whatever the list holds', () => {
    expect(textOf(bigintList([1]))).toBe(textOf(bigintList([1, 2, 3])))
  })
})
