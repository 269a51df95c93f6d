// What the data export's gatherers share: the transaction they read in and how data.json
// writes a time.
import type { Db } from '../../../db/database'

/** The export's read-only transaction (or the database): a gatherer only selects. */
export type Reader = Pick<Db, 'select'>

/** A time as data.json writes it: ISO 8601 in UTC, or null. */
export const iso = (at: Date | null) => (at === null ? null : at.toISOString())
