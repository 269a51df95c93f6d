// POST /api/discover.php (contract/discover.ts, issue 32 §4): a member passes on another in
// the discover deck. One row per pair, its time the newest pass: passing again starts the
// DISCOVER_PASS_DAYS anew. Who may pass on whom is who may like whom (like-access.ts): another
// member, not deleted, no block either way. Passes older than that are pruned by the live
// channel's minute sweep (plugins/events.ts); the deck ignores them in any case (deck.ts).
import { sql } from 'drizzle-orm'
import { DISCOVER_PASS_DAYS } from '../../../src/contract/discover'
import type { Db } from '../../db/database'
import { discoverPasses } from '../../db/schema'
import { httpError } from '../api-error'
import { isListedFor } from '../members/member-access'
import { passesSince } from './deck'

const DAY_MS = 24 * 60 * 60 * 1000

/** Throws 400 discover.self for the viewer themself, 404 member.not_found for one out of reach. */
export async function assertCanPass(db: Db, viewerId: number, memberId: number): Promise<void> {
  if (memberId === viewerId) throw httpError(400, 'discover.self', 'You cannot pass on yourself')
  if (!(await isListedFor(db, viewerId, memberId))) {
    throw httpError(404, 'member.not_found', 'No such member')
  }
}

/** `memberId` passes on `passedId` now; answers when the pass stops keeping them out. */
export async function passOn(
  db: Db,
  memberId: number,
  passedId: number,
  now = new Date(),
): Promise<Date> {
  await db
    .insert(discoverPasses)
    .values({ memberId, passedId, at: now })
    .onConflictDoUpdate({
      target: [discoverPasses.memberId, discoverPasses.passedId],
      set: { at: now },
    })
  return new Date(now.getTime() + DISCOVER_PASS_DAYS * DAY_MS)
}

/** Deletes up to `batch` passes older than DISCOVER_PASS_DAYS; answers how many. */
export async function prunePasses(db: Db, now: Date, batch = 5_000): Promise<number> {
  const before = passesSince(now).toISOString()
  const gone = await db
    .delete(discoverPasses)
    .where(
      sql`(${discoverPasses.memberId}, ${discoverPasses.passedId}) in (select member_id, passed_id from ${discoverPasses} where ${discoverPasses.at} <= ${before}::timestamptz limit ${batch})`,
    )
    .returning({ memberId: discoverPasses.memberId })
  return gone.length
}
