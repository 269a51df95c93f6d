// Logging in with address and password (argon2id). An unknown address takes as long as a
// wrong password (verifyPassword hashes against a dummy), so the answer reveals no accounts.
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import { findLiveAccountByEmail, type LiveAccount } from './account-lookup'
import { verifyPassword } from './passwords'

/** The live account the address and password open; else 401 login.invalid_credentials. */
export async function authenticate(db: Db, email: string, password: string): Promise<LiveAccount> {
  const account = await findLiveAccountByEmail(db, email)
  const valid = await verifyPassword(account?.passwordHash ?? null, password)
  if (account === null || !valid) {
    throw httpError(401, 'login.invalid_credentials', 'Wrong email address or password')
  }
  return account
}
