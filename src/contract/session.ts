// POST /api/login.php, GET /api/logout.php, password reset, mail change and deletion.
import { z } from './zod'
import { emailSchema, passwordSchema } from './validation'

export const loginBodySchema = z.object({ email: emailSchema, password: passwordSchema })
export type LoginBody = z.infer<typeof loginBodySchema>

/** GET /api/logout.php answers the text "done" (spec §7). */
export const logoutResponseSchema = z.literal('done').describe('text/plain')

/** POST /api/password_reset.php — always 202 with the same body, so it reveals no accounts. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema })
export const acceptedResponseSchema = z.object({ ok: z.literal(true) })

/**
 * POST /api/password_reset.php?do=1 — the new password. Needs the session the mailed link
 * opened (GET /api/password_reset.php?token=… logs in and redirects to /reset-password/do).
 */
export const passwordResetDoBodySchema = z.object({ password: passwordSchema })

/** GET /api/password_reset.php?token= — the mailed link; redirects into the app. */
export const passwordResetLinkQuerySchema = z.object({
  token: z.string().max(500).describe('from the reset mail'),
})
export const RESET_DO = '/reset-password/do'
export const RESET_INVALID = '/reset-password?error=invalid_token'

/** POST /api/mail_change.php — asks to move the account to a new address. */
export const mailChangeBodySchema = z.object({ email: emailSchema, password: passwordSchema })

/** POST /api/mail_change.php?confirm=1 — the token of the link sent to the new address. */
export const mailChangeConfirmBodySchema = z.object({ token: z.string().min(1).max(500) })
export const mailChangeConfirmResponseSchema = z.object({ email: z.string() })

/** GET /api/mail_change.php?undo= — the old address's "this was not me" link. */
export const mailChangeUndoQuerySchema = z.object({
  undo: z.string().max(500).describe('from the mail to the old address'),
})
export const UNDONE = '/notifications#email-change-incorrect'
export const UNDO_INVALID = '/notifications?error=invalid_token#email-change-incorrect'

/** GET /api/delete_account.php — the offer made before deleting (spec: delete_discount). */
export const deleteOfferResponseSchema = z.object({
  discount: z.int().min(0).max(100).describe('percent off the next purchase for staying; 0 = none'),
  accepted: z.boolean().describe('the member already took the offer'),
  code: z
    .string()
    .nullable()
    .describe('once taken: the personal code that gives the discount at checkout'),
  expires: z.iso.datetime().nullable().describe("the code's last moment"),
})
export type DeleteOffer = z.infer<typeof deleteOfferResponseSchema>
/** POST /api/delete_account.php — takes the offer and keeps the account. */
export const deleteOfferAcceptResponseSchema = deleteOfferResponseSchema

/**
 * PUT /api/password.php — a logged-in member changes their password: the current one proves
 * it is them (403 auth.wrong_password), the new one follows the signup rule. Every other
 * session of the member ends; this one stays.
 */
export const passwordChangeBodySchema = z.strictObject({
  current_password: passwordSchema,
  new_password: passwordSchema,
})
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>

/**
 * POST /api/activation_mail.php — mails the activation link again to a logged-in member who
 * has not activated. At most one every ACTIVATION_MAIL_INTERVAL_S seconds and
 * ACTIVATION_MAILS_PER_DAY a day (the signup's mail counts); past that 429
 * activation_mail.wait with Retry-After. An activated member gets 409 activation_mail.activated.
 */
export const ACTIVATION_MAIL_INTERVAL_S = 120
export const ACTIVATION_MAILS_PER_DAY = 5
export const activationMailResponseSchema = z.object({
  sent_to: z.string().describe('the address the link went to'),
  next_in: z.int().min(0).describe('seconds until another mail may be asked for'),
})
export type ActivationMailResponse = z.infer<typeof activationMailResponseSchema>

/** DELETE /api/user.php — deletes the account for good; the password confirms it. */
export const deleteAccountBodySchema = z.object({ password: passwordSchema })
