// Who may block or unblock whom. Blocking yourself is 400 block.self. Blocking needs a member
// whose page the viewer may open (an unknown or deleted member, or one who blocked the viewer,
// is 404 member.not_found, as on their page); unblocking only an existing one, so a block
// stays removable when the other member blocked back or deleted their account.
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import { canOpenPage, memberExists } from './member-access'

function assertNotSelf(viewerId: number, memberId: number): void {
  if (memberId === viewerId) throw httpError(400, 'block.self', 'You cannot block yourself')
}

function notFound(): never {
  throw httpError(404, 'member.not_found', 'No such member')
}

export async function assertCanBlock(db: Db, viewerId: number, memberId: number): Promise<void> {
  assertNotSelf(viewerId, memberId)
  if (!(await canOpenPage(db, viewerId, memberId))) notFound()
}

export async function assertCanUnblock(db: Db, viewerId: number, memberId: number): Promise<void> {
  assertNotSelf(viewerId, memberId)
  if (!(await memberExists(db, memberId))) notFound()
}
