// Who may like (or unlike) whom: another member, not deleted, no block either way. Checked
// before every like change; a member the viewer may not reach answers as if unknown.
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import { isListedFor } from '../members/member-access'

/** Throws 400 likes.self for the viewer themself, 404 member.not_found for one out of reach. */
export async function assertCanLike(db: Db, viewerId: number, memberId: number): Promise<void> {
  if (memberId === viewerId) throw httpError(400, 'likes.self', 'You cannot like yourself')
  if (!(await isListedFor(db, viewerId, memberId))) {
    throw httpError(404, 'member.not_found', 'No such member')
  }
}
