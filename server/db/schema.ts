// Every table of the database, one module per table under tables/. drizzle-kit reads this file
// to generate migrations (npm run db:generate), and the typed `Db` is built from it.
export * from './tables/credit-ledger'
export * from './tables/interests'
