// POST /api/unsubscribe.php?t=TOKEN — one-click unsubscribe from digest mails (RFC 8058). A
// digest mail names it in its List-Unsubscribe header (mail programs POST
// `List-Unsubscribe=One-Click` to it, form-encoded, without cookies), and its visible link opens
// the /unsubscribe page, whose button posts the same. The token, signed by the server, names
// the member and what the mail was about; it is the only proof: no session, no expiry.
//
// Its readable part is `<member id>.<scope>.`: the page says what the button turns off
// without asking the server (unsubscribeScopeOf), the server checks the signature.
import { z } from './zod'

/** What digest mails are about; each has its own choice (notification_settings.mail_*). */
export const MAIL_TOPICS = ['messages', 'likes'] as const
export type MailTopic = (typeof MAIL_TOPICS)[number]

/** What one token turns off: one topic, or both (a mail about both). */
export const UNSUBSCRIBE_SCOPES = ['messages', 'likes', 'all'] as const
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number]

export const UNSUBSCRIBE_TOKEN_MAX = 120
const TOKEN = /^(\d{1,15})\.(messages|likes|all)\.([A-Za-z0-9_-]{43})$/

export interface UnsubscribeTokenParts {
  member: number
  scope: UnsubscribeScope
  signature: string
}

/** The parts of a well-formed token (its signature unchecked), or null. */
export function unsubscribeTokenParts(token: string): UnsubscribeTokenParts | null {
  const match = TOKEN.exec(token)
  if (match === null) return null
  const [, member, scope, signature] = match as unknown as [
    string,
    string,
    UnsubscribeScope,
    string,
  ]
  return { member: Number(member), scope, signature }
}

/** The topics a token's scope turns off, or null for a malformed token. */
export function unsubscribeScopeOf(token: string): MailTopic[] | null {
  const parts = unsubscribeTokenParts(token)
  return parts === null ? null : topicsOf(parts.scope)
}

export function topicsOf(scope: UnsubscribeScope): MailTopic[] {
  return scope === 'all' ? [...MAIL_TOPICS] : [scope]
}

export const unsubscribeQuerySchema = z.object({
  t: z
    .string()
    .min(1)
    .max(UNSUBSCRIBE_TOKEN_MAX)
    .describe('the token of the mail: <member>.<messages|likes|all>.<signature>'),
})
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>

/**
 * RFC 8058's body, `List-Unsubscribe=One-Click` (form-encoded or multipart from a mail
 * program, JSON from the page). The token alone decides: the body may also be empty.
 */
export const unsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullish()
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>

export const unsubscribeResponseSchema = z.object({
  unsubscribed: z
    .array(z.enum(MAIL_TOPICS))
    .describe("the topics whose mails are now 'never' (were perhaps already)"),
})
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>
