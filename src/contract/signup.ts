// POST /api/user.php?new=1 — creates the account (spec §7), and GET /api/validate_email.php.
import { z } from './zod'
import { countryCodeSchema } from './common'
import { localeSchema } from './locales'
import { emailSchema, nameSchema, passwordSchema, withNameNotEmail } from './validation'

// The spec's client sends referrer "only if external" and may leave out trafficsource, profile,
// country and timezone: absent means null (timezone: UTC), so the domain never sees undefined.
export const signupBodySchema = withNameNotEmail(
  z.object({
    email: emailSchema,
    name: nameSchema,
    password: passwordSchema,
    trafficsource: z
      .string()
      .max(100)
      .nullable()
      .default(null)
      .describe('the stored affiliate network, if any'),
    timezone: z.string().max(64).default('UTC').describe('IANA zone; UTC when unknown'),
    country: countryCodeSchema.nullable().default(null),
    language: localeSchema,
    profile: z
      .int()
      .positive()
      .nullable()
      .default(null)
      .describe('the member page the visitor came from'),
    form_path: z.string().max(500),
    referrer: z.string().max(2000).nullable().default(null).describe('only when external'),
    csrf: z
      .string()
      .regex(/^[0-9a-f]{128}$/)
      .describe('hex SHA-512 of lowercased email + user agent'),
    token: z.string().min(1).max(500).describe('from validate_email.php for this email'),
    n: z.string().max(1000).describe('the user agent'),
  }),
)
/** What a client sends; the optional fields may be left out. */
export type SignupBody = z.input<typeof signupBodySchema>
/** What the server works with: every field present, absent ones null (timezone: UTC). */
export type SignupData = z.output<typeof signupBodySchema>

export const EMAIL_STATUSES = ['new', 'active', 'not_confirmed', 'deleted', 'invalid'] as const
export const emailStatusSchema = z.enum(EMAIL_STATUSES)
export type EmailStatus = z.infer<typeof emailStatusSchema>

export const validateEmailQuerySchema = z.object({ email: z.string().max(254) })

export const validateEmailResponseSchema = z.object({
  token: z.string().describe('signed, short-lived proof of this check; sent back on signup'),
  status: emailStatusSchema,
  email: z.string().describe('the address as checked (trimmed, domain lowercased)'),
  request_email: z.string().describe('the address as sent'),
})
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>

/** GET /api/activate.php — has the activation mail been delivered (spec §4, step 6)? */
export const activateStatusResponseSchema = z.object({ delivered: z.boolean() })

/** GET /api/activate.php — with the mailed token it activates; without, it answers the status. */
export const activateQuerySchema = z.object({
  token: z.string().max(500).optional().describe('from the activation mail'),
})
/** Where the activation link lands in the app. */
export const ACTIVATE_DONE = '/activate/done'
export const ACTIVATE_ERROR = '/activate/error'
