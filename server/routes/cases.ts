// /api/contact.php, /api/complaint.php, /api/report.php and /api/objection.php
// (contract/cases.ts): a contact message, a notice, a member's report and an objection to a
// decision become a case (domain/cases/create-case.ts) and its acknowledgement mail job.
// Visitors must give a name and an address; a member's come from their account, and so do
// those of a blocked account whose browser objects from the ban page (its session is marked,
// not live: plugins/auth.ts). Limited per IP (visitors) and per member (reports), generously
// enough for a real person and not for a script filling the queue.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { banOfSession } from '../domain/accounts/sessions'
import { createCase, objectedCase, senderOf, type MadeCase } from '../domain/cases/create-case'
import { ApiError } from '../domain/api-error'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'
import { SESSION_COOKIE } from '../http/session-cookies'
import { requireUser, userOf } from '../plugins/auth'
import type { FastifyRequest } from 'fastify'
import type { ZodApp } from '../http/route'

interface Given {
  key: string
  name?: string | undefined
  email?: string | undefined
}

/**
 * What every case says of where it comes from: the site, the language, the browser's key and
 * the sender (the member's account, with the name and address they gave instead, if any;
 * else the name and address a visitor must give).
 */
async function origin(
  app: ZodApp,
  request: FastifyRequest,
  given: Given,
  memberId = request.user?.id,
) {
  const common = { siteId: request.site.id, locale: requestLocale(request), key: given.key }
  if (memberId !== undefined) {
    const account = await senderOf(app.db, memberId)
    return {
      ...common,
      reporterId: memberId,
      reporterName: given.name ?? account.name,
      reporterEmail: given.email ?? account.email,
    }
  }
  if (given.name === undefined || given.email === undefined) {
    throw new ApiError(400, 'validation_failed', 'Give your name and email address', [
      ...(given.name === undefined ? [{ path: 'body.name', message: 'Required' }] : []),
      ...(given.email === undefined ? [{ path: 'body.email', message: 'Required' }] : []),
    ])
  }
  return { ...common, reporterId: null, reporterName: given.name, reporterEmail: given.email }
}

export const caseRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const visitorLimit = perIp(app, { max: 20, timeWindow: '1 hour' })
  const reportLimiter = keyedLimiter(app, 'reports', { max: 30, timeWindow: '1 hour' })
  const answer = (made: MadeCase) => {
    if (made.created) app.jobWorker?.wake()
    return { reference: made.reference, acknowledged_to: made.acknowledgedTo }
  }

  route(app, endpoints.contact, { config: visitorLimit }, async (request) => {
    const { body } = request
    const made = await createCase(app.db, {
      kind: 'contact',
      ...(await origin(app, request, body)),
      reason: body.topic,
      body: body.body,
    })
    return answer(made)
  })

  route(app, endpoints.complaint, { config: visitorLimit }, async (request) => {
    const { body } = request
    const made = await createCase(app.db, {
      kind: 'notice',
      ...(await origin(app, request, body)),
      reason: body.reason,
      ...(body.member === undefined ? {} : { targetUserId: body.member }),
      ...(body.photo === undefined ? {} : { targetImageId: body.photo }),
      ...(body.message === undefined ? {} : { targetMessageId: body.message }),
      ...(body.url === undefined ? {} : { targetUrl: body.url }),
      body: body.body,
    })
    return answer(made)
  })

  route(app, endpoints.objection, { config: visitorLimit }, async (request) => {
    const { body } = request
    const token = request.cookies[SESSION_COOKIE]
    // A blocked account objects from the ban page: its browser shows the marked session.
    const blocked = request.user === null && token ? await banOfSession(app.db, token) : null
    const memberId = request.user?.id ?? blocked?.userId
    const objectedCaseId =
      body.reference === undefined ? undefined : await objectedCase(app.db, body.reference)
    const made = await createCase(app.db, {
      kind: 'objection',
      ...(await origin(app, request, body, memberId)),
      reason: body.subject,
      // Whose ban or photo it is about: the sender's own account, when known.
      ...(memberId !== undefined && body.subject !== 'notice' ? { targetUserId: memberId } : {}),
      ...(objectedCaseId === undefined ? {} : { objectedCaseId }),
      body: body.body,
    })
    return answer(made)
  })

  route(app, endpoints.report, { onRequest: requireUser }, async (request) => {
    const { body } = request
    await reportLimiter(request, String(userOf(request).id))
    // A report's sender is always the member: their account's name and address.
    const made = await createCase(app.db, {
      kind: 'report',
      ...(await origin(app, request, { key: body.key })),
      reason: body.reason,
      targetUserId: body.profile,
      ...(body.photo === undefined ? {} : { targetImageId: body.photo }),
      ...(body.message === undefined ? {} : { targetMessageId: body.message }),
      body: body.body ?? '',
    })
    return answer(made)
  })
  done()
}
