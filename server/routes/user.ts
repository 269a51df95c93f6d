// /api/user.php — the member's account (spec §3, §7):
//   GET            the logged-in member; 403 auth.required when logged out
//   POST ?new=1    sign up (every §5 rule, csrf, email-check proof, the site's signup mode)
//   POST ?push=1   register the browser's push subscription
//   DELETE ?push=1 body {endpoint}: forget it (push turned off on that device)
//   PUT            save signup steps / the profile
//   DELETE         delete the account for good (the password confirms)
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { announceAccountChange } from '../domain/accounts/account-events'
import { deleteAccount } from '../domain/accounts/delete-account'
import { emailKey } from '../domain/accounts/email-address'
import { accountConfirmedByPassword } from '../domain/accounts/password-confirmation'
import { nameIsEmailIssue, updateProfile } from '../domain/accounts/profile-update'
import { createAccount } from '../domain/accounts/signup'
import { assertCanSignUp } from '../domain/accounts/signup-access'
import { pushEndpointAllowed } from '../domain/push/push-hosts'
import { deletePushSubscription, savePushSubscription } from '../domain/push/push-subscriptions'
import { siteUrl } from '../domain/sites/site-url'
import { ApiError, fieldError } from '../domain/api-error'
import { currentUserResponse } from '../plugins/current-user'
import { errorResponse } from '../http/error-body'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { route } from '../http/route'
import { endSession, requireUser, startSession, userOf } from '../plugins/auth'

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signupsPerEmail = keyedLimiter(app, 'signup-email', { max: 5, timeWindow: '1 hour' })
  const passwordChecks = keyedLimiter(app, 'delete-password', { max: 10, timeWindow: '15 minutes' })

  route(app, endpoints.user, { onRequest: requireUser }, (request, reply) => {
    // Personal data: never kept by a browser or proxy cache.
    reply.header('cache-control', 'private, no-store')
    return currentUserResponse(request, reply)
  })

  route(
    app,
    endpoints.signup,
    { config: perIp(app, { max: 10, timeWindow: '1 hour' }) },
    async (request, reply) => {
      const { body, site } = request
      await signupsPerEmail(request, emailKey(body.email))
      assertCanSignUp(site, {
        body,
        userAgent: request.headers['user-agent'] ?? '',
        appSecret: app.appSecret,
      })
      const account = await createAccount(app.db, body, site)
      await startSession(request, reply, account.userId)
      await app.mail.send({
        userId: account.userId,
        kind: 'activate',
        to: account.email,
        locale: body.language,
        values: { site: site.name, name: body.name },
        link: `${siteUrl(site, app.config.PUBLIC_URL)}/api/activate.php?token=${account.activationToken}`,
      })
      return reply.code(201).send(await currentUserResponse(request, reply))
    },
  )

  route(app, endpoints.pushSubscription, { onRequest: requireUser }, async (request, reply) => {
    const userId = userOf(request).id
    if (!pushEndpointAllowed(request.body.subscription.endpoint, app.config.PUSH_SERVICE_HOSTS)) {
      throw fieldError('body.subscription.endpoint', 'push.endpoint_not_allowed')
    }
    await savePushSubscription(app.db, userId, request.body.subscription)
    await announceAccountChange(app, userId)
    return reply.code(204).send(null)
  })

  route(app, endpoints.pushUnsubscribe, { onRequest: requireUser }, async (request, reply) => {
    const userId = userOf(request).id
    await deletePushSubscription(app.db, userId, request.body.endpoint)
    await announceAccountChange(app, userId)
    return reply.code(204).send(null)
  })

  route(
    app,
    endpoints.updateUser,
    {
      // A failed schema check still reaches the handler, which adds the name-equal-to-email
      // rule (it needs the member's email) so every broken rule is answered at once.
      attachValidation: true,
      onRequest: requireUser,
    },
    async (request, reply) => {
      const userId = userOf(request).id
      if (request.validationError !== undefined) {
        const nameIssue = await nameIsEmailIssue(app.db, userId, request.body)
        if (nameIssue === null) throw request.validationError
        const fields = errorResponse(request.validationError).body.error.fields ?? []
        throw new ApiError(400, 'validation_failed', 'The request is not valid', [
          ...fields,
          nameIssue,
        ])
      }
      await updateProfile(app.db, userId, request.body, request.site)
      await announceAccountChange(app, userId)
      return currentUserResponse(request, reply)
    },
  )

  route(app, endpoints.deleteUser, { onRequest: requireUser }, async (request, reply) => {
    const member = userOf(request)
    await passwordChecks(request, String(member.id))
    const account = await accountConfirmedByPassword(app.db, member.id, request.body.password)
    const { events } = await deleteAccount(app.db, app.media, member.id, account.email)
    // The senders whose credits came back see their balance at once.
    app.events.publish(events)
    await endSession(request, reply)
    return { ok: true as const }
  })
  done()
}
