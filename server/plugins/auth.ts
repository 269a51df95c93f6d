// `request.user`: the member the request's session belongs to, or null when logged out. The
// klik_session cookie's token is looked up (hashed) for /api calls; a live session slides its
// expiry at most every 10 minutes and renews both cookies then; an unknown or expired one
// clears them. A session's member is marked active (profiles.last_active_at) at most every
// 5 minutes, see domain/members/last-active.ts. startSession/endSession are how calls log a
// member in and out.
//
// A session found recently is answered from memory (domain/accounts/session-cache.ts). The
// embedded database has one process, which sees every logout, so that lasts minutes. Servers
// sharing a PostgreSQL hear each other's logouts, password changes and bans through the event
// bus when they commit (pg-event-bus.ts), and drop those sessions as the notice lands,
// milliseconds later; an entry still lasts only 15 s there, the bound for what the bus cannot
// see (a listening connection that died without a word), and while the bus knows it is not
// listening nothing is answered from memory.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { SESSION_HINT_COOKIE } from '../../src/contract/session-hint'
import {
  createSessionRow,
  deleteSession,
  findSession,
  forgetCachedSessions,
  needsTouch,
  touchSession,
} from '../domain/accounts/sessions'
import { ActivityNotes, markActive } from '../domain/members/last-active'
import { ApiError, httpError } from '../domain/api-error'
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies } from '../http/session-cookies'

/** What a session resolves to. */
export interface SessionUser {
  id: number
  sessionId: number
  /** Set on a session opened by a password-reset link: it may set a new password until then. */
  canResetPasswordUntil: Date | null
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
  }
}

// PostgreSQL's stays at 15 s although logouts are pushed: a longer one would save a lookup per
// member now and then, and widen the window when the listening connection is dead unnoticed.
const CACHED_SESSION_MS = { pglite: 5 * 60_000, postgres: 15_000 } as const

export const authPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    const secure = isHttps(app.config.PUBLIC_URL)
    const cachedMs = CACHED_SESSION_MS[app.database.kind]
    const activity = new ActivityNotes()
    // Sessions ended by another process (committed), or anyone's when notices were missed.
    const unsubscribe = app.events.onSessionsEnded(forgetCachedSessions)
    app.addHook('onClose', (_app, closed) => {
      unsubscribe()
      closed()
    })
    app.decorateRequest('user', null)
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return
      const token = request.cookies[SESSION_COOKIE]
      if (token === undefined || token === '') {
        // A hint without a session would keep the client asking for a user that is not there.
        if (request.cookies[SESSION_HINT_COOKIE] !== undefined) clearSessionCookies(reply, secure)
        return
      }
      const session = await findSession(
        app.db,
        token,
        new Date(),
        app.events.hearing ? cachedMs : 0,
      )
      if (session === 'banned') {
        // The member was banned: this browser is a visitor now, and every call that needs a
        // login answers 403 auth.banned (the client goes to /pages/ban) while the marked
        // session lasts. Its cookie stays, so no single answer (an event stream's, a boot
        // answer's) can use up the telling; public calls (the ban page's text) still work.
        bannedRequests.add(request)
        return
      }
      if (session === null) {
        clearSessionCookies(reply, secure)
        return
      }
      request.user = {
        id: session.userId,
        sessionId: session.id,
        canResetPasswordUntil: session.canResetPasswordUntil,
      }
      const now = new Date()
      if (needsTouch(session, now)) {
        // Sliding the session marks the member active as well.
        await touchSession(app.db, session, now)
        setSessionCookies(reply, token, secure)
        activity.note(session.userId, now.getTime())
      } else if (activity.isDue(session.userId, now.getTime())) {
        await markActive(app.db, session.userId, now)
        activity.note(session.userId, now.getTime())
      }
    })
    done()
  },
  { name: 'klik-auth', dependencies: ['klik-database', 'klik-config', 'klik-events'] },
)

/** Requests that showed the session of a banned member. */
const bannedRequests = new WeakSet<FastifyRequest>()

const notLoggedIn = (request: FastifyRequest) =>
  bannedRequests.has(request)
    ? httpError(403, 'auth.banned', 'This account was banned')
    : httpError(403, 'auth.required', 'Not logged in')

/** For calls that need a logged-in member: as onRequest, before the input is validated. */
export const requireUser: preHandlerHookHandler = (request, _reply, done) => {
  done(request.user === null ? notLoggedIn(request) : undefined)
}

/** The logged-in member, in a handler behind requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (request.user === null) throw notLoggedIn(request)
  return request.user
}

export interface StartSessionOptions {
  canResetPasswordUntil?: Date | null
}

/**
 * Logs `userId` in on this browser: a new session row and both cookies. A session the browser
 * already had is ended first, so switching accounts leaves nothing behind. A banned account
 * is refused (403 auth.banned).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  options: StartSessionOptions = {},
): Promise<SessionUser> {
  const { db, config } = request.server
  if (request.user !== null) await deleteSession(db, request.user.sessionId)
  const session = await createSessionRow(db, {
    userId,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    canResetPasswordUntil: options.canResetPasswordUntil ?? null,
  })
  setSessionCookies(reply, session.token, isHttps(config.PUBLIC_URL))
  // A banned account: the ended session's cookie goes with the refusal, so the ban page can
  // tell this browser why (GET /api/ban.php).
  if (session.banned) throw httpError(403, 'auth.banned', 'This account was banned')
  request.user = {
    id: userId,
    sessionId: session.id,
    canResetPasswordUntil: options.canResetPasswordUntil ?? null,
  }
  return request.user
}

/** Where a mailed link's browser goes when its account is banned (the page tells it why). */
export const BAN_PAGE = '/pages/ban'

/**
 * startSession for a mailed link opened in a browser (activation, password reset): answers
 * false, not 403, for a banned account, so the link can send the browser to BAN_PAGE; the
 * ended session's cookie goes with that redirect.
 */
export async function startLinkSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  options: StartSessionOptions = {},
): Promise<boolean> {
  try {
    await startSession(request, reply, userId, options)
    return true
  } catch (error) {
    if (error instanceof ApiError && error.code === 'auth.banned') return false
    throw error
  }
}

/** Logs this browser out: deletes its session (if any) and clears both cookies. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user !== null) await deleteSession(request.server.db, request.user.sessionId)
  request.user = null
  clearSessionCookies(reply, isHttps(request.server.config.PUBLIC_URL))
}

function isHttps(url: string): boolean {
  return url.startsWith('https:')
}
