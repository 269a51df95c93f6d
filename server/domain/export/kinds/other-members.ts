// The other members the data export names (the other side of a like, block or conversation):
// of them only their public id and display name, read once for all gatherers. A gatherer that
// names them answers their ids (`others`) and its data as a function of a NameOf.
import { inArray } from 'drizzle-orm'
import { profiles } from '../../../db/schema'
import type { Reader } from './shared'

/** Another member as data.json names them. */
export interface OtherMember {
  id: number
  name: string
}

/** Names member `id`: their display name, '' when they have no profile. */
export type NameOf = (id: number) => OtherMember

/** Reads the display names of `ids` (in one query, none when there are none). */
export async function readOtherMembers(tx: Reader, ids: Iterable<number>): Promise<NameOf> {
  const names = new Map<number, string>()
  const otherIds = new Set(ids)
  if (otherIds.size > 0) {
    const rows = await tx
      .select({ id: profiles.userId, name: profiles.name })
      .from(profiles)
      .where(inArray(profiles.userId, [...otherIds]))
    for (const row of rows) names.set(row.id, row.name)
  }
  return (id) => ({ id, name: names.get(id) ?? '' })
}
