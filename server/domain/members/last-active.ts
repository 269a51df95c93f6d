// profiles.last_active_at follows real use (search shows recently active members first and
// cards say "online"): a request with a session marks its member active, written at most once
// per ACTIVE_INTERVAL_MS per member. An in-memory note of the last write spares a query on
// almost every request; the UPDATE's own condition keeps several server processes (each with
// its own note) from writing more often than that either.
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { profiles } from '../../db/schema'

export const ACTIVE_INTERVAL_MS = 5 * 60_000
/** Members noted at once; past it the longest-unseen note is dropped (costs one query later). */
export const ACTIVITY_NOTES_MAX = 10_000

export class ActivityNotes {
  // Insertion order = order of the last note, so the first key is the stalest.
  private readonly notedAt = new Map<number, number>()

  constructor(private readonly max = ACTIVITY_NOTES_MAX) {}

  /** Whether the member's activity should be written now. */
  isDue(memberId: number, nowMs: number): boolean {
    const last = this.notedAt.get(memberId)
    return last === undefined || nowMs - last >= ACTIVE_INTERVAL_MS
  }

  /** The member's activity was written (or found recent enough) at nowMs. */
  note(memberId: number, nowMs: number): void {
    this.notedAt.delete(memberId)
    this.notedAt.set(memberId, nowMs)
    if (this.notedAt.size > this.max) {
      const stalest = this.notedAt.keys().next()
      if (stalest.done !== true) this.notedAt.delete(stalest.value)
    }
  }

  get size(): number {
    return this.notedAt.size
  }
}

/** Sets last_active_at to now unless it already lies within ACTIVE_INTERVAL_MS. */
export async function markActive(db: Db, memberId: number, now = new Date()): Promise<void> {
  await db
    .update(profiles)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(profiles.userId, memberId),
        lt(profiles.lastActiveAt, new Date(now.getTime() - ACTIVE_INTERVAL_MS)),
      ),
    )
}
