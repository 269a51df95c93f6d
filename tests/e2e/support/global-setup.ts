// Before the workers start: the migrated DATA_DIR that servers of a test's own copy
// (support/server.ts), made once for this build while nothing else runs, so no test's time
// goes to it (it took 49 s while the other worker's browsers ran).
import { migratedDataDir } from './server'

export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await migratedDataDir()
}
