// The two cookies of a session: klik_session, the HttpOnly token the server looks up, and
// klik_logged_in ("1"), readable by scripts, which only tells the client that asking
// /api/user.php is worth it (src/contract/session-hint.ts). Both live and die together.
import type { FastifyReply } from 'fastify'
import { SESSION_COOKIE, SESSION_DAYS } from '../../src/contract/session-cookie'
import { SESSION_HINT_COOKIE } from '../../src/contract/session-hint'

export { SESSION_COOKIE }
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60

export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax', secure, maxAge: SESSION_MAX_AGE_SECONDS } as const
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true })
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false })
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax', secure } as const
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true })
  reply.clearCookie(SESSION_HINT_COOKIE, { ...common, httpOnly: false })
}
