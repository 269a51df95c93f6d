// The member-facing text for the §5 rule keys (from the form's own checks or the server's
// field errors) and the signup feature's texts for its error codes (SIGNUP_ERRORS, for
// errorMessage); unknown codes fall back to the common texts.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  CITY_MAX,
  IMAGE_MAX_BYTES,
  MIN_AGE,
  NAME_MAX,
  PASSWORD_MIN_LENGTH,
  RULE,
} from '../../contract/rules'
import type { ErrorTexts } from '../../ui/error-message'

/** The hint shown when the server check says the address is invalid or the check failed. */
export const INVALID_EMAIL_HINT = 'signup.invalid_email'

const min_age = MIN_AGE
const max = NAME_MAX
const city_max = CITY_MAX
const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))
const min = PASSWORD_MIN_LENGTH
/** The server's refusals of a new password (422), also the form's own length rule. */
const PASSWORD_TEXTS = {
  [RULE.passwordTooShort]: msg`Your password needs at least ${min} characters.`,
  [RULE.passwordTooWeak]: msg`This password is too easy to guess. Please choose another one.`,
}

const RULES: Record<string, MessageDescriptor> = {
  [RULE.required]: msg`Value is required`,
  [RULE.email]: msg`Value is not a valid email address`,
  [RULE.tooLong]: msg`This field can be at most ${max} characters long`,
  [RULE.nameStartsWithAt]: msg`Your name must not start with @`,
  [RULE.nameEqualToEmail]: msg`Your name must not be the same as your email address`,
  [RULE.dateOfBirth]: msg`You must be at least ${min_age} years old and enter a valid date`,
  [RULE.cityTooLong]: msg`The city can be at most ${city_max} characters long`,
  [INVALID_EMAIL_HINT]: msg`This email address does not seem to work. Please check it for typos.`,
  ...PASSWORD_TEXTS,
}

export const SIGNUP_ERRORS: ErrorTexts = {
  'signup.email_taken': msg`There is already an account with this email address.`,
  'signup.invalid_csrf': msg`The form could not be sent safely. Please reload the page and try again.`,
  'signup.invalid_token': msg`The check of your email address has expired. We are checking it again; please try once more.`,
  'signup.closed': msg`Signing up is by invitation only at the moment.`,
  'signup.trafficsource_required': msg`Signing up is by invitation only at the moment.`,
  'profile.country_not_allowed': msg`This country is not available on this site.`,
  'profile.region_unknown': msg`Please choose a region from the list.`,
  'image.unsupported_type': msg`Only PNG and JPEG photos can be uploaded.`,
  'image.too_large': msg`This photo is too large. The maximum is ${max_mb} MB.`,
  'image.too_many': msg`You already have the maximum number of photos.`,
  'image.none': msg`Please choose a photo first.`,
  ...PASSWORD_TEXTS,
}

export function ruleText(i18n: I18n, key: string): string {
  const known = RULES[key]
  return known ? i18n._(known) : key
}
