// Calls that change who owns an account (mail change, deletion) ask for the password
// again: the live account when it matches, else 403 auth.wrong_password.
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import { findLiveAccount, type LiveAccount } from './account-lookup'
import { verifyPassword } from './passwords'

export async function accountConfirmedByPassword(
  db: Db,
  userId: number,
  password: string,
): Promise<LiveAccount> {
  const account = await findLiveAccount(db, userId)
  if (account === null || !(await verifyPassword(account.passwordHash, password))) {
    throw httpError(403, 'auth.wrong_password', 'The password is not correct')
  }
  return account
}
