// GET/POST /api/verification.php and POST /api/verification_selfie.php (contract/verification.ts):
// a member's verification, a pose to copy, and the selfie that copies it. The selfie's
// Idempotency-Key makes a retry answer the first upload (the body left unread); without a pose
// to copy the upload is refused before it is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { route } from '../http/route'
import { requestLocale } from '../http/request-locale'
import { idempotencyKeyOf, multipartFor } from '../http/uploads'
import { requireUser, userOf } from '../plugins/auth'
import { processSelfie } from '../domain/verification/selfie-image'
import { startVerification } from '../domain/verification/start-verification'
import { assertPosing, selfieSentWithKey, submitSelfie } from '../domain/verification/submit-selfie'
import { loadVerification } from '../domain/verification/verification-state'

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const readFiles = await multipartFor(app, 1)

  route(app, endpoints.verification, { onRequest: requireUser }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store')
    return loadVerification(app.db, userOf(request).id)
  })

  route(app, endpoints.startVerification, { onRequest: requireUser }, async (request) =>
    startVerification(app.db, userOf(request).id),
  )

  route(app, endpoints.verificationSelfie, { onRequest: requireUser }, async (request, reply) => {
    const userId = userOf(request).id
    const key = idempotencyKeyOf(request)
    if (key !== undefined && (await selfieSentWithKey(app.db, userId, key))) {
      return reply.code(201).send(await loadVerification(app.db, userId))
    }
    await assertPosing(app.db, userId)
    const [file] = await readFiles(request)
    if (file === undefined) throw new Error('readFiles answered no file')
    const selfie = await processSelfie(file)
    const verification = await submitSelfie(app.db, {
      userId,
      key,
      selfie,
      siteId: request.site.id,
      locale: requestLocale(request),
    })
    return reply.code(201).send(verification)
  })
}
