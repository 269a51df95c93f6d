// validate_email.php: what an address is to this service (new, active, not_confirmed,
// deleted, invalid), with a signed, short-lived proof of that answer. Signup accepts only a
// proof with status new for the same address, made in the last 30 minutes, so the form's
// check cannot be skipped by posting straight to user.php?new=1.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { EmailStatus } from '../../../src/contract/signup'
import { emailSchema } from '../../../src/contract/validation'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { deletedEmailHash, emailKey, normalizeEmail } from './email-address'

export const EMAIL_CHECK_TTL_MS = 30 * 60 * 1000

interface Proof {
  /** emailKey of the address */
  e: string
  s: EmailStatus
  /** expiry, ms since epoch */
  x: number
}

export async function emailStatus(db: Db, email: string): Promise<EmailStatus> {
  if (!emailSchema.safeParse(email).success) return 'invalid'
  const key = emailKey(email)
  const [current] = await db
    .select({ activatedAt: users.activatedAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${key}`, isNull(users.deletedAt)))
  if (current !== undefined) return current.activatedAt === null ? 'not_confirmed' : 'active'
  const [deleted] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.deletedEmailHash, deletedEmailHash(email)), isNotNull(users.deletedAt)))
    .limit(1)
  return deleted === undefined ? 'new' : 'deleted'
}

export function signEmailCheck(
  secret: Buffer,
  email: string,
  status: EmailStatus,
  now = Date.now(),
): string {
  const proof: Proof = { e: emailKey(email), s: status, x: now + EMAIL_CHECK_TTL_MS }
  const payload = Buffer.from(JSON.stringify(proof), 'utf8').toString('base64url')
  return `${payload}.${mac(secret, payload)}`
}

/** True when `token` is our unexpired proof that `email` was checked with status new. */
export function isNewEmailProof(
  secret: Buffer,
  token: string,
  email: string,
  now = Date.now(),
): boolean {
  const [payload, signature, ...rest] = token.split('.')
  if (payload === undefined || signature === undefined || rest.length > 0) return false
  const expected = Buffer.from(mac(secret, payload), 'utf8')
  const given = Buffer.from(signature, 'utf8')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  let proof: unknown
  try {
    proof = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return false
  }
  return (
    typeof proof === 'object' &&
    proof !== null &&
    (proof as Proof).e === emailKey(email) &&
    (proof as Proof).s === 'new' &&
    typeof (proof as Proof).x === 'number' &&
    (proof as Proof).x > now
  )
}

/** The address as validate_email.php reports it back: trimmed, domain lower-cased. */
export function checkedAddress(email: string): string {
  return normalizeEmail(email)
}

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(`email-check.${payload}`).digest('base64url')
}
