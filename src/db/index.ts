export { db, KlikDatabase } from './db'
export type {
  CachedChat,
  CachedLikes,
  CachedMessage,
  CachedProfile,
  CachedSearch,
  MessageFailure,
  MessageState,
} from './db'
