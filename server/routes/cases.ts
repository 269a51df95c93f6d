// /api/contact.php, /api/complaint.php and /api/report.php (contract/cases.ts): a contact
// message, a notice and a member's report become a case (domain/cases/create-case.ts) and its
// acknowledgement mail job. Visitors must give a name and an address; a member's come from
// their account. Limited per IP (visitors) and per member (reports), generously enough for a
// real person and not for a script filling the queue.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { createCase, senderOf, type MadeCase } from '../domain/cases/create-case'
import { ApiError } from '../http/api-error'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'
import type { FastifyRequest } from 'fastify'
import type { ZodApp } from '../http/route'

/** Who sends it: the member's account, else the name and address the visitor gave. */
async function sender(
  app: ZodApp,
  request: FastifyRequest,
  given: { name?: string | undefined; email?: string | undefined },
) {
  if (request.user !== null) {
    const account = await senderOf(app.db, request.user.id)
    return { reporterId: request.user.id, ...account, ...definedOf(given) }
  }
  if (given.name === undefined || given.email === undefined) {
    throw new ApiError(400, 'validation_failed', 'Give your name and email address', [
      ...(given.name === undefined ? [{ path: 'body.name', message: 'Required' }] : []),
      ...(given.email === undefined ? [{ path: 'body.email', message: 'Required' }] : []),
    ])
  }
  return { reporterId: null, name: given.name, email: given.email }
}

function definedOf(given: { name?: string | undefined; email?: string | undefined }) {
  return {
    ...(given.name === undefined ? {} : { name: given.name }),
    ...(given.email === undefined ? {} : { email: given.email }),
  }
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
    const from = await sender(app, request, body)
    const made = await createCase(app.db, {
      kind: 'contact',
      siteId: request.site.id,
      locale: requestLocale(request),
      key: body.key,
      reporterId: from.reporterId,
      reporterName: from.name,
      reporterEmail: from.email,
      reason: body.topic,
      body: body.body,
    })
    return answer(made)
  })

  route(app, endpoints.complaint, { config: visitorLimit }, async (request) => {
    const { body } = request
    const from = await sender(app, request, body)
    const made = await createCase(app.db, {
      kind: 'notice',
      siteId: request.site.id,
      locale: requestLocale(request),
      key: body.key,
      reporterId: from.reporterId,
      reporterName: from.name,
      reporterEmail: from.email,
      reason: body.reason,
      ...(body.member === undefined ? {} : { targetUserId: body.member }),
      ...(body.photo === undefined ? {} : { targetImageId: body.photo }),
      ...(body.message === undefined ? {} : { targetMessageId: body.message }),
      ...(body.url === undefined ? {} : { targetUrl: body.url }),
      body: body.body,
    })
    return answer(made)
  })

  route(app, endpoints.report, { preHandler: requireUser }, async (request) => {
    const { body } = request
    const reporterId = userOf(request).id
    await reportLimiter(request, String(reporterId))
    const account = await senderOf(app.db, reporterId)
    const made = await createCase(app.db, {
      kind: 'report',
      siteId: request.site.id,
      locale: requestLocale(request),
      key: body.key,
      reporterId,
      reporterName: account.name,
      reporterEmail: account.email,
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
