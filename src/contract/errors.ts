// The one error body every 4xx/5xx answer carries, and the codes the server uses. The client
// shows the translated text for the code; `message` is an English fallback for logs.
import { z } from './zod'

export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'headers_too_large',
  'request_timeout',
  'server_busy',
  'origin_mismatch',
  'auth.required',
  'regions.unknown_country',
  'internal',
  // accounts
  'signup.email_taken',
  'signup.invalid_csrf',
  'signup.invalid_token',
  'signup.closed',
  'signup.trafficsource_required',
  'login.invalid_credentials',
  'auth.wrong_password',
  'password.too_short',
  'password.too_weak',
  'password_reset.invalid_token',
  'password_reset.session_required',
  'mail_change.invalid_token',
  'mail_change.email_taken',
  'activate.invalid_token',
  'profile.country_not_allowed',
  'profile.region_unknown',
  'profile.interest_unknown',
  'image.unsupported_type',
  'image.too_large',
  'image.too_many',
  'image.none',
  'image.not_found',
  'activation_mail.activated',
  'activation_mail.wait',
  'geocode.not_found',
  'unsubscribe.invalid_token',
  'data_export.not_found',
  'data_export.expired',
  // members, likes, blocks, search, partners
  'member.not_found',
  'likes.self',
  'block.self',
  'discover.self',
  'search.invalid_country',
  'search.invalid_age_range',
  'search.login_required',
  'partners.none',
  'partners.unknown_account',
  // chat
  'chat.self',
  'chat.blocked',
  'chat.not_found',
  'chat.insufficient_credits',
  'chat.client_id_reused',
  'chat.photo_not_found',
  'chat.member_left',
  'chat.member_removed',
  // credits, premium and payments
  'discount.unknown',
  'discount.expired',
  'discount.used',
  'discount.login_required',
  'discount.not_applicable',
  'shop.unknown_product',
  'shop.country_not_sold',
  'shop.method_not_offered',
  'order.client_key_reused',
  'order.not_found',
  'order.withdrawal_closed',
  'spending.limit_reached',
  'spending.other_currency',
  'payment.provider_unavailable',
  'payment.test_checkout_closed',
  // moderation and the operator area
  'auth.banned',
  'admin.forbidden',
  'case.key_reused',
  'case.not_found',
  'order.not_refundable',
  // verification (issue 32 §1)
  'verification.no_photo',
  'verification.pending',
  'verification.verified',
  'verification.no_pose',
  'verification.pose_expired',
  'verification.selfie_used',
  'verification.too_many',
  'verification.not_found',
  'verification.decided',
  'verification.no_selfie',
  // visitors (issue 32 §2)
  'premium.required',
  // the transparency report (issue 32 §6)
  'transparency.period',
] as const
export const errorCodeSchema = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof errorCodeSchema>

export const fieldErrorSchema = z.object({
  path: z.string().describe('where the bad value is, e.g. "querystring.lang" or "body.email"'),
  message: z.string(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorBodySchema = z.object({
  error: z.object({
    // A plain string, not the enum: an older client must still read codes added later.
    code: z.string().describe(`one of: ${ERROR_CODES.join(', ')}`),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional().describe('present when code is validation_failed'),
    details: z
      .record(z.string(), z.number())
      .optional()
      .describe(
        'the numbers a code speaks of: chat.insufficient_credits has cost and balance; password.too_short min_length; password.too_weak score and min_score',
      ),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
