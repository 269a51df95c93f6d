// The interests list in one language, in display order.
import { asc } from 'drizzle-orm'
import type { Interest } from '../../../src/contract/interests'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { interests } from '../../db/schema'

export async function listInterests(db: Db, locale: Locale): Promise<Interest[]> {
  const rows = await db.select().from(interests).orderBy(asc(interests.position), asc(interests.id))
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.labels[locale] }))
}
