// A logged-in member changes their password: the current one proves it is them, the new one
// follows the new-password rule (src/contract/password-rules.ts). Every other session of the member ends,
// as after a reset; the session that asked stays logged in.
import type { Db } from '../../db/database'
import { accountConfirmedByPassword } from './password-confirmation'
import { setNewPassword } from './password-reset'

export async function changePassword(
  db: Db,
  member: { id: number; sessionId: number },
  currentPassword: string,
  newPassword: string,
  siteName: string,
): Promise<void> {
  await accountConfirmedByPassword(db, member.id, currentPassword)
  await setNewPassword(db, member.id, member.sessionId, newPassword, siteName)
}
