// Vitest setup for the api project: after each test file, close its shared test database and
// remove the temporary directories it made.
import { afterAll } from 'vitest'
import { closeTestDatabase } from './database'
import { removeTemporaryDirs } from './temp'

afterAll(async () => {
  await closeTestDatabase()
  removeTemporaryDirs()
})
