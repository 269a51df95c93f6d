// `request.user`: the member the request's session belongs to, or null when logged out.
// Nothing resolves a session yet, so it is always null and every call that needs a member
// answers 403 `auth.required`; accounts add the session lookup hook to this plugin.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { httpError } from '../http/api-error'

/** What a session resolves to. */
export interface SessionUser {
  id: number
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
  }
}

export const authPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.decorateRequest('user', null)
    done()
  },
  { name: 'klik-auth' },
)

const notLoggedIn = () => httpError(403, 'auth.required', 'Not logged in')

/** preHandler for calls that need a logged-in member. */
export const requireUser: preHandlerHookHandler = (request, _reply, done) => {
  done(request.user === null ? notLoggedIn() : undefined)
}

/** The logged-in member, in a handler behind requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (request.user === null) throw notLoggedIn()
  return request.user
}
