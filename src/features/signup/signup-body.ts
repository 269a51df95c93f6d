// The body of POST /api/user.php?new=1 (spec §7): the form's values plus where the visitor
// came from, their time zone and language, and the csrf hash the server recomputes (SHA-512
// of the lowercased email and the user agent).
import { isLocale, type Locale } from '../../contract/locale-codes'
import type { SignupBody } from '../../contract/signup'

export interface SignupContext {
  trafficsource: string | null
  country: string | null
  locale: string
  memberId: string | null | undefined
  pathname: string
  referrer: string
  origin: string
  userAgent: string
  timezone: string | null | undefined
}

/** The browser's IANA time zone, UTC when it cannot tell. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** document.referrer only when it is another site's page; null for our own pages or none. */
export function externalReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null
  try {
    return new URL(referrer).origin === origin ? null : referrer
  } catch {
    return null
  }
}

/** A member page's id as the body's `profile`, null when absent or not a positive integer. */
export function profileId(memberId: string | null | undefined): number | null {
  if (!memberId || !/^\d{1,9}$/.test(memberId)) return null
  const id = Number(memberId)
  return id > 0 ? id : null
}

export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function buildSignupBody(
  values: { email: string; name: string; password: string },
  token: string,
  context: SignupContext,
): Promise<SignupBody> {
  const email = values.email.trim()
  const language: Locale = isLocale(context.locale) ? context.locale : 'en'
  return {
    email,
    name: values.name.trim(),
    password: values.password,
    trafficsource: context.trafficsource || null,
    timezone: context.timezone || 'UTC',
    country: context.country,
    language,
    profile: profileId(context.memberId),
    form_path: context.pathname,
    referrer: externalReferrer(context.referrer, context.origin),
    csrf: await sha512Hex(email.toLowerCase() + context.userAgent),
    token,
    n: context.userAgent,
  }
}
