// Vitest setup for the api project: after each test file, check that the books of its
// database add up, close the database and remove the temporary directories it made.
import { afterAll } from 'vitest'
import { checkTestLedger, closeTestDatabase } from './database'
import { removeTemporaryDirs } from './temp'

afterAll(async () => {
  let problems: string[]
  try {
    problems = await checkTestLedger()
  } finally {
    await closeTestDatabase()
    removeTemporaryDirs()
  }
  if (problems.length > 0) {
    throw new Error(`the ledger does not add up after this file:\n  - ${problems.join('\n  - ')}`)
  }
})
