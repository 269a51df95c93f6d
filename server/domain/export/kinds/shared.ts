// What the data export's gatherers share: the transaction they read in, how data.json writes a
// time, and the one query most kinds are: the member's own rows of a table, in order.
import { asc, eq, getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db } from '../../../db/database'

/** The export's read-only transaction (or the database): a gatherer only selects. */
export type Reader = Pick<Db, 'select'>

/** A time as data.json writes it: ISO 8601 in UTC, or null. */
export const iso = (at: Date | null) => (at === null ? null : at.toISOString())

/** A value's type once `isoTimes` wrote it. */
type IsoTime<V> = V extends Date ? string : V

/** `row` with each of its times as data.json writes it. */
export function isoTimes<R extends object>(row: R) {
  const entries = Object.entries(row).map(([key, value]) => [
    key,
    value instanceof Date ? iso(value) : (value as unknown),
  ])
  return Object.fromEntries(entries) as { [K in keyof R]: IsoTime<R[K]> }
}

/**
 * The columns `fields` of member `userId`'s rows of `table` (those whose `owner` is them),
 * ordered by `order` (by none when it is empty). Drizzle cannot infer a generic selection's
 * rows, so they are typed here as drizzle types them for a concrete one.
 */
export async function ownColumns<F extends SelectedFieldsFlat>(
  tx: Reader,
  table: PgTable,
  fields: F,
  owner: PgColumn,
  userId: number,
  ...order: PgColumn[]
): Promise<SelectResultFields<F>[]> {
  const rows = await tx
    .select(fields as SelectedFieldsFlat)
    .from(table)
    .where(eq(owner, userId))
    .orderBy(...order.map((column) => asc(column)))
  return rows as SelectResultFields<F>[]
}

/** Member `userId`'s whole rows of `table`, ordered by `order`. */
export function ownRows<T extends PgTable>(
  tx: Reader,
  table: T,
  owner: PgColumn,
  userId: number,
  ...order: PgColumn[]
): Promise<T['$inferSelect'][]> {
  return ownColumns(tx, table, getTableColumns(table), owner, userId, ...order)
}

/** Member `userId`'s one row of `table` (keyed by `owner`), undefined when they have none. */
export async function ownRow<T extends PgTable>(
  tx: Reader,
  table: T,
  owner: PgColumn,
  userId: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await ownRows(tx, table, owner, userId)
  return row
}
