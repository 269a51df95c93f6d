// npm run ledger -- check
// Verifies that every credit balance and every order adds up (domain/credits/ledger-check.ts)
// in the configured database (DATABASE_URL, else the embedded one in DATA_DIR, which must not
// be in use by a server). Prints what is wrong and exits 1 when anything is; 0 when all is right.
import { LockHeldError } from '../db/data-dir-lock'
import { DatabaseOpenError } from '../db/database'
import { checkLedger } from '../domain/credits/ledger-check'
import { withStoppedDatabase } from './stopped-database'

const USAGE = `Usage: npm run ledger -- check
  check   verify that every balance and every order adds up; exit 1 when not
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data); stop the server first.`

async function check(): Promise<number> {
  // Only where the database is: the check needs none of the server's secrets.
  return withStoppedDatabase(async (database) => {
    const report = await checkLedger(database.db)
    const { figures } = report
    console.log(
      `Ledger: ${figures.rows} rows of ${figures.members} members (${figures.credits} credits in all); ` +
        `${figures.orders} orders, ${figures.paidOrders} paid.`,
    )
    if (report.problems.length === 0) {
      console.log('Every balance and every order adds up.')
      return 0
    }
    console.error(`${report.problems.length} problems:`)
    for (const problem of report.problems) console.error(`  - ${problem}`)
    return 1
  })
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2)
  if (command !== 'check' || rest.length > 0) {
    console.error(USAGE)
    process.exit(command === undefined || command === '--help' || command === '-h' ? 0 : 2)
  }
  try {
    process.exit(await check())
  } catch (error) {
    const expected = [LockHeldError, DatabaseOpenError].some((kind) => error instanceof kind)
    console.error(
      `Ledger check failed: ${expected && error instanceof Error ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exit(1)
  }
}

await main()
