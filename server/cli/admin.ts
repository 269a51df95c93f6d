// npm run admin -- grant <email> | revoke <email> | list
// The one way to make an account an operator (/admin): never the web. Uses DATABASE_URL, else
// the embedded database in DATA_DIR (default ./data), which must not be in use by a server.
// Each grant and revocation is written to the audit log.
import { LockHeldError } from '../db/data-dir-lock'
import { DatabaseOpenError } from '../db/database'
import { listOperators, setOperator } from '../domain/admin/operators'
import { withStoppedDatabase } from './stopped-database'

const USAGE = `Usage: npm run admin -- grant <email> | revoke <email> | list
  grant    make the account with this address an operator (it opens /admin)
  revoke   make it a member again
  list     the operators
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data); stop the server first.`

async function run(argv: string[]): Promise<number> {
  const [command, email] = argv
  if (
    command !== 'list' &&
    ((command !== 'grant' && command !== 'revoke') || email === undefined)
  ) {
    console.error(USAGE)
    return 2
  }
  return withStoppedDatabase(async (database) => {
    if (command === 'list') {
      const operators = await listOperators(database.db)
      console.log(
        operators.length === 0
          ? 'No operators.'
          : operators.map((o) => `${o.id}\t${o.email}`).join('\n'),
      )
      return 0
    }
    const done = await setOperator(database.db, email ?? '', command === 'grant')
    if (!done) {
      console.error(`No account with the address ${email ?? ''}.`)
      return 1
    }
    console.log(
      command === 'grant'
        ? `${email ?? ''} is an operator now.`
        : `${email ?? ''} is a member again.`,
    )
    return 0
  })
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof LockHeldError || error instanceof DatabaseOpenError) {
      console.error(error.message)
      process.exit(1)
    }
    console.error(error)
    process.exit(1)
  },
)
