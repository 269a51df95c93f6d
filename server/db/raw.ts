// The one typed way to read the rows of raw SQL (`execute(sql`…`)`): the statements drizzle's
// query builder does not write (CTEs that write, UPDATE … FROM … RETURNING, locks and counts in
// one round trip). Both drivers answer `{ rows }`, but not with the same values: a bigint (an
// id, count(*), sum()) or a numeric is text on node-postgres and a number on PGlite, and
// timestamps and dates are text on both (drizzle asks both drivers to keep them raw). A row
// schema turns them into one type, so a caller gets numbers and Dates whichever runs below;
// `column` holds the schemas for those values.
import type { SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from './database'

/** The database or a transaction of it: all a raw statement needs. */
export type Executor = Pick<Db, 'execute'>

/** Schemas for the values the drivers answer differently, and for typed text. */
export const column = {
  /** A bigint (ids), count(*), sum() or numeric: text on node-postgres, a number on PGlite. */
  number: z.union([z.number(), z.string(), z.bigint()]).pipe(z.coerce.number()),
  /** A timestamp, timestamptz or date: PostgreSQL's text on both drivers. */
  date: z.union([z.string(), z.date()]).pipe(z.coerce.date()),
  /**
   * Text from a closed set the code itself wrote (a kind, a locale, a currency): typed, but
   * checked only to be text, so a value a newer release added does not fail the whole read.
   */
  text: <T extends string = string>() =>
    z.custom<T>((value) => typeof value === 'string', 'expected text'),
}

/**
 * The rows `query` answers. With `schema`, each row is parsed by it (a row that does not fit
 * throws its ZodError); without, the rows are as the driver made them and `T` is the caller's
 * word: only for values both drivers answer alike (text, booleans, int4, float8, json).
 */
export async function queryRows<T = Record<string, unknown>>(
  db: Executor,
  query: SQL,
  schema?: z.ZodType<T>,
): Promise<T[]> {
  // Both drivers answer { rows }.
  const { rows } = (await db.execute<Record<string, unknown>>(query)) as { rows: unknown[] }
  return schema === undefined ? (rows as T[]) : rows.map((row) => schema.parse(row))
}

/** The first row `query` answers (undefined when none), as queryRows. */
export async function queryRow<T = Record<string, unknown>>(
  db: Executor,
  query: SQL,
  schema?: z.ZodType<T>,
): Promise<T | undefined> {
  const [first] = await queryRows(db, query, schema)
  return first
}
