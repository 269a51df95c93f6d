// A session end (SESSION_ENDED: logout or a lost session): a shared phone must not show the
// last member's photos or badge to the next visitor. The page clears its own data (Dexie).
import type { Badge } from './badge'
import { MEMBER_CACHES } from './runtime'

export async function endSession(
  caches: Pick<CacheStorage, 'delete'>,
  badge: Pick<Badge, 'clear'>,
): Promise<void> {
  await Promise.all([...MEMBER_CACHES.map((name) => caches.delete(name)), badge.clear()])
}
