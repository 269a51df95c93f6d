// Every table of the database, one module per table under tables/. drizzle-kit reads this file
// to generate migrations (npm run db:generate), and the typed `Db` is built from it.
export * from './tables/blocks'
export * from './tables/credit-ledger'
export * from './tables/images'
export * from './tables/interests'
export * from './tables/likes'
export * from './tables/mails'
export * from './tables/one-time-tokens'
export * from './tables/profiles'
export * from './tables/push-subscriptions'
export * from './tables/saved-searches'
export * from './tables/sessions'
export * from './tables/users'
