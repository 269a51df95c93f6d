// klik_wal: where in the primary's WAL this browser's last write ended (read-your-writes for
// read replicas, plugins/read-replicas.ts). It travels with the browser, so any server
// process sharing the database knows it without a shared store; it is signed with a key
// derived from APP_SECRET, so a browser cannot send a position it was not given. (A forged one
// would only make its own reads staler or send them to the primary, but an unsigned number
// from outside has no business choosing where the server reads.)
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { formatLsn, parseLsn, type Lsn } from '../db/replicas'

export const WAL_COOKIE = 'klik_wal'

/**
 * Past this the cookie is dropped: a replica in use lags by less than replicas.ts's
 * MAX_LAG_MS (30 s), so by then it has replayed the write anyway.
 */
export const WAL_COOKIE_MAX_AGE_SECONDS = 60

export function walCookieKey(appSecret: Buffer): Buffer {
  return createHmac('sha256', appSecret).update('klik read-your-writes').digest()
}

function signature(key: Buffer, lsnText: string): Buffer {
  return createHmac('sha256', key).update(lsnText).digest().subarray(0, 16)
}

export function setWalCookie(reply: FastifyReply, key: Buffer, lsn: Lsn, secure: boolean): void {
  const text = formatLsn(lsn)
  reply.setCookie(WAL_COOKIE, `${text}.${signature(key, text).toString('base64url')}`, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: true,
    maxAge: WAL_COOKIE_MAX_AGE_SECONDS,
  })
}

/** The position the request's cookie carries; null without one or with a bad signature. */
export function walCookieLsn(request: FastifyRequest, key: Buffer): Lsn | null {
  const value = request.cookies[WAL_COOKIE]
  if (value === undefined) return null
  const dot = value.indexOf('.')
  if (dot < 0) return null
  const text = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1), 'base64url')
  const expected = signature(key, text)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return parseLsn(text)
}
