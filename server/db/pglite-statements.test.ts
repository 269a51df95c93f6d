import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Statements } from './pglite-statements'

let pg: PGlite
let statements: Statements

// A database per test: each test counts rows and prepared statements, so none may see another's.
beforeEach(async () => {
  pg = await PGlite.create()
  await pg.exec('create table t (id int primary key, name text, born date)')
  statements = new Statements(pg)
})
afterEach(() => pg.close())

const prepared = async () =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows

describe('Statements', () => {
  it('prepares a text once and binds its parameters each time', async () => {
    const insert = 'insert into t (id, name, born) values ($1, $2, $3) returning id'
    await statements.query(insert, [1, 'Anna', '1990-05-05'])
    await statements.query(insert, [2, null, new Date('1991-06-06T00:00:00Z')])
    expect(await prepared()).toHaveLength(1)
    const { rows } = await statements.query<{ id: number; name: string | null }>(
      'select id, name from t where id = any($1) order by id',
      [[1, 2]],
    )
    expect(rows).toEqual([
      { id: 1, name: 'Anna' },
      { id: 2, name: null },
    ])
  })

  it('stays usable after a statement fails, whether running or parsing', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)'
    await statements.query(insert, [1, 'Anna'])
    await statements.query(insert, [3, 'Bo'])
    await expect(statements.query(insert, [3, 'again'])).rejects.toMatchObject({ code: '23505' })
    await expect(statements.query('select nope from t')).rejects.toMatchObject({ code: '42703' })
    await statements.query(insert, [4, 'Cas'])
    const { rows } = await statements.query<{ count: number }>('select count(*)::int from t')
    expect(rows).toEqual([{ count: 3 }])
  })
})
