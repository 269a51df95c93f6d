// /api/admin/*.php (contract/admin.ts): the operator area's calls. Every one first checks the
// operator role in the database (domain/admin/operators.ts): 403 admin.forbidden for visitors
// and members alike, so the area's existence tells them nothing more. The role is checked in an
// onRequest hook, before the query or body is validated: a member's empty body gets 403, not
// the list of fields an operator's request needs (issue 29 §6). Answers are never cached.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { auditEntries } from '../domain/admin/audit'
import { banMember, closeCaseIn, unbanMember } from '../domain/admin/bans'
import { assertOperator } from '../domain/admin/operators'
import { setPhotoHidden } from '../domain/admin/photos'
import { adminMember, caseById, caseQueue } from '../domain/admin/queue'
import { refundByOperator } from '../domain/admin/refund'
import { route } from '../http/route'
import { announceAccountChange } from '../domain/accounts/account-events'
import { httpError } from '../domain/api-error'
import { decideVerification, selfieOf } from '../domain/verification/decide-verification'

export const adminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const operators = new WeakMap<FastifyRequest, number>()
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'private, no-store')
    operators.set(request, await assertOperator(app.db, request.user?.id ?? null))
  })
  /** The operator the onRequest hook found for this request. */
  const operatorOf = (request: FastifyRequest): number => {
    const operator = operators.get(request)
    if (operator === undefined) throw new Error('an admin route ran without its role check')
    return operator
  }

  route(app, endpoints.adminCases, {}, async (request) => {
    operatorOf(request)
    return caseQueue(app.db, request.query)
  })

  route(app, endpoints.adminCase, {}, async (request) => {
    const operator = operatorOf(request)
    const { case: caseId, status, note } = request.body
    await app.db.transaction((tx) => closeCaseIn(tx, operator, caseId, status, note))
    return caseById(app.db, caseId)
  })

  route(app, endpoints.adminMember, {}, async (request) => {
    operatorOf(request)
    return adminMember(app.db, request.query)
  })

  route(app, endpoints.adminBan, {}, async (request) => {
    const operator = operatorOf(request)
    const { member, ground, reason, case: caseId } = request.body
    const { events, ...banned } = await banMember(app.db, operator, member, {
      ground,
      reason,
      caseId,
    })
    app.events.publish(events)
    return banned
  })

  route(app, endpoints.adminUnban, {}, async (request) => {
    const operator = operatorOf(request)
    return unbanMember(app.db, operator, request.body.member, request.body.reason)
  })

  route(app, endpoints.adminPhoto, {}, async (request) => {
    const operator = operatorOf(request)
    const { photo, hidden, reason, case: caseId } = request.body
    return setPhotoHidden(app.db, operator, photo, hidden, reason, caseId)
  })

  route(app, endpoints.adminRefund, {}, async (request) => {
    const operator = operatorOf(request)
    return refundByOperator(
      { db: app.db, provider: app.payments.provider, events: app.events },
      operator,
      request.body.order,
      request.body.reason,
    )
  })

  route(app, endpoints.adminSelfie, {}, async (request, reply) => {
    operatorOf(request)
    const selfie = await selfieOf(app.db, request.query.verification)
    if (selfie === null) {
      throw httpError(404, 'verification.no_selfie', 'No selfie: none was sent, or it was decided')
    }
    return (
      reply
        .header('content-type', 'image/jpeg')
        .header('content-disposition', 'inline')
        .header('x-robots-tag', 'noindex')
        // Bytes are sent as they are (Fastify serializes objects only): z.null() stands for them.
        .send(selfie as unknown as null)
    )
  })

  route(app, endpoints.adminVerification, {}, async (request) => {
    const operator = operatorOf(request)
    const { memberId, repeated, ...decided } = await decideVerification(
      app.db,
      operator,
      request.body,
    )
    if (!repeated) await announceAccountChange(app, memberId)
    return decided
  })

  route(app, endpoints.adminAudit, {}, async (request) => {
    operatorOf(request)
    return auditEntries(app.db, request.query.member)
  })
  done()
}
