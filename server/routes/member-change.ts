// The shape every call shares that changes how the logged-in member stands towards another
// (like, unlike, block, unblock): a per-member rate limit, the domain's access check, then
// the change itself, and the live events it recorded. The routes add only their descriptor and
// their answer.
import type { FastifyRequest } from 'fastify'
import type { StoredEvent } from '../domain/events/member-events'
import { keyedLimiter, type KeyedLimit } from '../http/rate-limit'
import type { ZodApp } from '../http/route'
import { userOf } from '../plugins/auth'

/** (db, viewer, member): an access check or a change, as the domain writes them. */
type MemberStep = (
  db: ZodApp['db'],
  viewerId: number,
  memberId: number,
) => Promise<void | StoredEvent[]>

export function memberChanges(app: ZodApp, name: string, limit: KeyedLimit) {
  const limiter = keyedLimiter(app, name, limit)
  return async (
    request: FastifyRequest,
    memberId: number,
    check: MemberStep,
    apply: MemberStep,
  ) => {
    const viewerId = userOf(request).id
    await limiter(request, String(viewerId))
    await check(app.db, viewerId, memberId)
    const events = await apply(app.db, viewerId, memberId)
    if (events) app.events.publish(events)
  }
}
