// The pwa feature's Dexie access: the session's end empties the whole cache. session-end.ts
// loads this module on demand, so the start-up bundle stays without Dexie.
import { db } from '../../db'

/** Every table of the cache emptied, the outbox too (src/db/db.ts `clearAll`). */
export async function clearCache(): Promise<void> {
  await db.clearAll()
}
