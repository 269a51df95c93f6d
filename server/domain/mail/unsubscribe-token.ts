// The token of a digest mail's unsubscribe link (src/contract/unsubscribe.ts): the member, what
// the mail was about, and an HMAC of both with the app secret (server/app-secret.ts), prefixed
// so it can never pass for another of the secret's tokens. It does not expire — a mail read
// months later must still unsubscribe — and turning a mail off is all it can do.
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  unsubscribeTokenParts,
  type UnsubscribeScope,
  type UnsubscribeTokenParts,
} from '../../../src/contract/unsubscribe'

function signature(secret: Buffer, member: number, scope: UnsubscribeScope): string {
  return createHmac('sha256', secret).update(`unsubscribe.${member}.${scope}`).digest('base64url')
}

export function signUnsubscribe(secret: Buffer, member: number, scope: UnsubscribeScope): string {
  return `${member}.${scope}.${signature(secret, member, scope)}`
}

/** The member and scope of a token this secret signed, or null (compared in constant time). */
export function verifyUnsubscribe(
  secret: Buffer,
  token: string,
): Omit<UnsubscribeTokenParts, 'signature'> | null {
  const parts = unsubscribeTokenParts(token)
  if (parts === null) return null
  const expected = Buffer.from(signature(secret, parts.member, parts.scope))
  const given = Buffer.from(parts.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return { member: parts.member, scope: parts.scope }
}
