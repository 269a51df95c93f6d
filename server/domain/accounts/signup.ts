// Creates an account (POST /api/user.php?new=1) once the route has checked the form: the user
// and profile rows, the activation link's token and the site's default spending limit, in one
// transaction. A taken address is a
// 409 whether it was taken before or by a signup racing this one (the unique index decides).
import type { SignupData } from '../../../src/contract/signup'
import type { Db } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { profiles, users } from '../../db/schema'
import { httpError } from '../api-error'
import { insertStartingLimit } from '../credits/spending-limit'
import { startingLimit } from '../credits/spending-limit-rules'
import { countryTerms, paymentCountry } from '../payments/pricing'
import type { Site } from '../sites/site-schema'
import { normalizeEmail } from './email-address'
import { issueToken } from './one-time-tokens'
import { assertStrongPassword } from './password-strength'
import { hashPassword } from './passwords'

export interface CreatedAccount {
  userId: number
  email: string
  activationToken: string
}

export async function createAccount(db: Db, body: SignupData, site: Site): Promise<CreatedAccount> {
  await assertStrongPassword(body.password, { email: body.email, name: body.name, site: site.name })
  const passwordHash = await hashPassword(body.password)
  const email = normalizeEmail(body.email)
  const country =
    body.country !== null && site.countries.includes(body.country) ? body.country : null
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          siteId: site.id,
          language: body.language,
          trafficsource: emptyToNull(body.trafficsource),
          timezone: knownTimeZone(body.timezone),
          signupCountry: body.country,
          referrer: emptyToNull(body.referrer),
          formPath: emptyToNull(body.form_path),
          fromProfileId: body.profile,
        })
        .returning({ id: users.id })
      if (user === undefined) throw new Error('user insert returned no row')
      await tx.insert(profiles).values({ userId: user.id, name: body.name, country })
      // The site's default spending limit, in the currency the member will pay in (issue 28 §5).
      const currency = countryTerms(site, paymentCountry(site, undefined, country, null)).currency
      const limit = startingLimit(site.shop.default_spending_limit, currency)
      if (limit !== null) await insertStartingLimit(tx, user.id, currency, limit)
      const activationToken = await issueToken(tx, user.id, 'activate', { email })
      return { userId: user.id, email, activationToken }
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw httpError(409, 'signup.email_taken', 'An account with this email address exists')
    }
    throw error
  }
}

function emptyToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** The IANA zone the browser reported, or UTC when it is empty or unknown (spec §7). */
export function knownTimeZone(zone: string): string {
  const trimmed = zone.trim()
  if (trimmed === '') return 'UTC'
  try {
    return new Intl.DateTimeFormat('en', { timeZone: trimmed }).resolvedOptions().timeZone
  } catch {
    return 'UTC'
  }
}
