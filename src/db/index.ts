export { db, KlikDatabase } from './db'
export type { CachedLikes, CachedProfile, CachedSearch } from './db'
