// Fills profiles.latitude/longitude for profiles written before the columns existed (issue 32
// §4, migration 0026): every writer of a place sets them since, so one pass over the profiles
// with a city and no coordinates is all a database needs. The pass walks the profiles by id in
// batches, each a read and one UPDATE of its own (no transaction held over the city lookups),
// and sets only what is still null for the place it read: a member who changes city meanwhile
// keeps what their own update wrote. Cities that name no known place stay null, so a later
// pass (the next server start) reads them again and finds them null again: idempotent.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { column, queryRows } from '../../db/raw'
import { profiles } from '../../db/schema'
import { cityCoordinates, loadCountries } from './city-coordinates'

export const BACKFILL_BATCH = 500
/** Batches a step runs at most: a minute sweep's share of the work. */
export const BACKFILL_BATCHES_PER_STEP = 20

const placeRowSchema = z.object({
  user_id: column.number,
  country: z.string().nullable(),
  countryregion: z.string(),
  city: z.string(),
})

/**
 * One batch of the pass: profiles after `afterId` with a city and no coordinates. Answers the
 * last id read (the next batch starts after it), or null when the pass is done, and how many
 * profiles got coordinates.
 */
export async function backfillBatch(
  db: Db,
  afterId: number,
  size = BACKFILL_BATCH,
): Promise<{ lastId: number | null; filled: number }> {
  const rows = await queryRows(
    db,
    sql`select ${profiles.userId} as user_id, ${profiles.country} as country,
        ${profiles.countryregion} as countryregion, ${profiles.city} as city
      from ${profiles}
      where ${profiles.userId} > ${afterId} and ${profiles.latitude} is null and ${profiles.city} <> ''
      order by ${profiles.userId}
      limit ${size}`,
    placeRowSchema,
  )
  const last = rows.at(-1)
  if (last === undefined) return { lastId: null, filled: 0 }
  loadCountries(rows.flatMap((row) => (row.country === null ? [] : [row.country])))
  const found = rows.flatMap((row) => {
    const at = cityCoordinates(row)
    return at === null ? [] : [{ ...row, ...at }]
  })
  if (found.length > 0) {
    const values = sql.join(
      found.map(
        (row) =>
          sql`(${row.user_id}::bigint, ${row.latitude}::float8, ${row.longitude}::float8, ${row.country}::text, ${row.countryregion}::text, ${row.city}::text)`,
      ),
      sql`, `,
    )
    await db.execute(sql`update ${profiles}
      set latitude = found.latitude, longitude = found.longitude
      from (values ${values}) as found (user_id, latitude, longitude, country, countryregion, city)
      where ${profiles.userId} = found.user_id and ${profiles.latitude} is null
        and ${profiles.country} = found.country and ${profiles.countryregion} = found.countryregion
        and ${profiles.city} = found.city`)
  }
  return { lastId: rows.length < size ? null : last.user_id, filled: found.length }
}

/**
 * The pass, a step at a time (each at most BACKFILL_BATCHES_PER_STEP batches): call `step`
 * until it answers false. A process runs one pass; `step` after the end does nothing.
 */
export function coordinatesBackfill(db: Db, size = BACKFILL_BATCH) {
  let afterId: number | null = 0
  let filled = 0
  return {
    /** Runs the next batches; false once the pass is done. */
    async step(): Promise<boolean> {
      for (let i = 0; i < BACKFILL_BATCHES_PER_STEP && afterId !== null; i++) {
        const batch = await backfillBatch(db, afterId, size)
        afterId = batch.lastId
        filled += batch.filled
      }
      return afterId !== null
    },
    /** Profiles this pass gave coordinates so far. */
    get filled(): number {
      return filled
    },
  }
}
