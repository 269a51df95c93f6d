export { db, KlikDatabase } from './db'
export type {
  CachedChat,
  CachedLikes,
  CachedMessage,
  CachedNotifications,
  CachedProfile,
  CachedSearch,
  MessageFailure,
  MessageState,
} from './db'
