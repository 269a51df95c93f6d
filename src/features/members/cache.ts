// The members feature's own writes to the card cache (src/db/cards.ts): the blocked flag.
import { db } from '../../db'

/** The blocked flag of a cached member page, after a block or unblock. */
export async function setBlocked(id: number, blocked: boolean): Promise<void> {
  await db.transaction('rw', db.profiles, async () => {
    const row = await db.profiles.get(id)
    if (!row) return
    // A block ends the likes between the two members (server/domain/members/blocks.ts).
    const did_like_profile = blocked ? false : row.did_like_profile
    const detail = row.detail && {
      ...row.detail,
      blocked,
      profile: { ...row.detail.profile, did_like_profile },
    }
    await db.profiles.put({ ...row, did_like_profile, ...(detail ? { detail } : {}) })
  })
}
