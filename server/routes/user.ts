// /api/user.php — the member's account (spec §3, §7):
//   GET            the logged-in member; 403 auth.required when logged out
//   POST ?new=1    sign up (every §5 rule, csrf, email-check proof, the site's signup mode)
//   POST ?push=1   register the browser's push subscription
//   PUT            save signup steps / the profile
//   DELETE         delete the account for good (the password confirms)
import path from 'node:path'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/contract/errors'
import { acceptedResponseSchema, deleteAccountBodySchema } from '../../src/contract/session'
import { signupBodySchema } from '../../src/contract/signup'
import {
  pushSubscriptionBodySchema,
  READ_ONLY_PROFILE_KEYS,
  userResponseSchema,
  userUpdateBodySchema,
} from '../../src/contract/user'
import { pushSubscriptions } from '../db/schema'
import { deleteAccount } from '../domain/accounts/delete-account'
import { emailKey } from '../domain/accounts/email-address'
import { isNewEmailProof } from '../domain/accounts/email-check'
import { nameIsEmailIssue, updateProfile } from '../domain/accounts/profile-update'
import { createAccount } from '../domain/accounts/signup'
import { isValidSignupCsrf } from '../domain/accounts/signup-csrf'
import { siteUrl } from '../domain/sites/site-url'
import { ApiError, httpError } from '../http/api-error'
import { errorResponse } from '../http/error-body'
import { accountConfirmedByPassword } from '../http/password-confirmation'
import { currentUserResponse } from '../http/current-user'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { endSession, requireUser, startSession, userOf } from '../plugins/auth'

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signupsPerEmail = keyedLimiter(app, 'signup-email', { max: 5, timeWindow: '1 hour' })
  const passwordChecks = keyedLimiter(app, 'delete-password', { max: 10, timeWindow: '15 minutes' })

  app.get(
    '/api/user.php',
    {
      schema: {
        summary: 'The logged-in member',
        tags: ['account'],
        response: { 200: userResponseSchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    (request, reply) => {
      // Personal data: never kept by a browser or proxy cache.
      reply.header('cache-control', 'private, no-store')
      return currentUserResponse(request, reply)
    },
  )

  app.post(
    '/api/user.php',
    {
      constraints: { action: 'new' },
      config: perIp(app, { max: 10, timeWindow: '1 hour' }),
      schema: {
        summary: 'Sign up: creates the account, logs it in and mails the activation link',
        description:
          'csrf = hex SHA-512 of the lower-cased email followed by the User-Agent header; token = the token of GET /api/validate_email.php for this email (status new, at most 30 minutes old).',
        tags: ['account'],
        body: signupBodySchema,
        response: {
          201: userResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { body, site } = request
      await signupsPerEmail(request, emailKey(body.email))
      if (site.signups === 'closed') {
        throw httpError(403, 'signup.closed', 'Signing up is by invitation only')
      }
      if (site.signups === 'with_trafficsource' && (body.trafficsource?.trim() ?? '') === '') {
        throw httpError(403, 'signup.trafficsource_required', 'Signing up needs a partner link')
      }
      if (!isValidSignupCsrf(body.csrf, body.email, request.headers['user-agent'] ?? '')) {
        throw httpError(400, 'signup.invalid_csrf', 'The form check does not match')
      }
      if (!isNewEmailProof(app.appSecret, body.token, body.email)) {
        throw httpError(400, 'signup.invalid_token', 'Check the email address again')
      }
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

  app.post(
    '/api/user.php',
    {
      constraints: { action: 'push' },
      schema: {
        summary: "Register this browser's push subscription for the member",
        tags: ['account'],
        body: pushSubscriptionBodySchema,
        response: {
          204: z.null().describe('registered'),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body.subscription
      const userId = userOf(request).id
      await app.db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: keys.p256dh, auth: keys.auth },
        })
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/user.php',
    {
      schema: {
        summary: 'Save profile fields (signup steps 3-5, the profile page)',
        description: `A signup step (country, countryregion, city) or the whole profile as GET /api/user.php answers it, plus lastSignupStep. Present fields are saved; ${READ_ONLY_PROFILE_KEYS.join(', ')} are read-only and ignored; other keys are refused. country must be a site country; countryregion a region of it (regions.php) or empty; date_of_birth a real date, 18 or older, or 0000-00-00 to clear; name 1-150 characters, not starting with @, not the email. A value equal to the saved one is always accepted.`,
        tags: ['account'],
        body: userUpdateBodySchema,
        response: { 200: userResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
      // A failed schema check still reaches the handler, which adds the name-equal-to-email
      // rule (it needs the member's email) so every broken rule is answered at once.
      attachValidation: true,
      preHandler: requireUser,
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
      return currentUserResponse(request, reply)
    },
  )

  app.delete(
    '/api/user.php',
    {
      schema: {
        summary: 'Delete the account: personal data and photos removed, the address freed',
        tags: ['account'],
        body: deleteAccountBodySchema,
        response: {
          200: acceptedResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const member = userOf(request)
      await passwordChecks(request, String(member.id))
      const account = await accountConfirmedByPassword(app.db, member.id, request.body.password)
      await deleteAccount(app.db, path.join(app.config.DATA_DIR, 'media'), member.id, account.email)
      await endSession(request, reply)
      return { ok: true as const }
    },
  )
  done()
}
