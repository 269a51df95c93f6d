// The other members the data export names (the other side of a like, block or conversation):
// of them only their public id and display name, read once for all gatherers. A gatherer that
// names them answers their ids (`others`) and its data as a function of a NameOf.
import { inArray } from 'drizzle-orm'
import { profiles } from '../../../db/schema'
import { iso, type Reader } from './shared'

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

/**
 * A kind that lists other members, each with when (its rows' createdAt) and what `more` adds:
 * their ids, and its data once they are named.
 */
export function othersAt<R extends { createdAt: Date }>(
  rows: R[],
  otherOf: (row: R) => number,
  more: (row: R) => object = () => ({}),
) {
  return {
    others: rows.map(otherOf),
    data: (other: NameOf) =>
      rows.map((row) => ({ member: other(otherOf(row)), at: iso(row.createdAt), ...more(row) })),
  }
}
