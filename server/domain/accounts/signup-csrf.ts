// The signup form's csrf field (spec §7): hex SHA-512 of the lower-cased address followed by
// the browser's user agent. It ties the post to the browser that filled in the form.
import { createHash, timingSafeEqual } from 'node:crypto'

export function signupCsrf(email: string, userAgent: string): string {
  return createHash('sha512')
    .update(`${email.trim().toLowerCase()}${userAgent}`, 'utf8')
    .digest('hex')
}

export function isValidSignupCsrf(csrf: string, email: string, userAgent: string): boolean {
  const expected = Buffer.from(signupCsrf(email, userAgent), 'utf8')
  const given = Buffer.from(csrf.toLowerCase(), 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
