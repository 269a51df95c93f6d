// The account pages' texts for their error codes.
import { msg } from '@lingui/core/macro'
import { IMAGE_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../../contract/rules'
import { VERIFICATION_SELFIES_PER_DAY } from '../../contract/verification'
import type { ErrorTexts } from '../../ui/error-message'

const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))
const min = PASSWORD_MIN_LENGTH
const selfies = VERIFICATION_SELFIES_PER_DAY

export const ACCOUNT_ERRORS: ErrorTexts = {
  'auth.wrong_password': msg`That password is not right.`,
  'mail_change.email_taken': msg`Another account already uses that address.`,
  'mail_change.invalid_token': msg`This link is no longer valid. To get a new one, change your email address again in your profile.`,
  'password_reset.session_required': msg`This reset link has expired. Please ask for a new one.`,
  'profile.country_not_allowed': msg`This country is not available on this site.`,
  'profile.region_unknown': msg`Please choose a region from the list.`,
  'profile.interest_unknown': msg`One of these interests is no longer offered. Please reload the page.`,
  'image.unsupported_type': msg`Only PNG and JPEG photos can be uploaded.`,
  'image.too_large': msg`This photo is too large. The maximum is ${max_mb} MB.`,
  'image.too_many': msg`You already have the maximum number of photos.`,
  'image.none': msg`Please choose a photo first.`,
  'image.not_found': msg`This photo is already gone. The list has been updated.`,
  'activation_mail.activated': msg`Your account is already activated.`,
  'password.too_short': msg`Your password needs at least ${min} characters.`,
  'password.too_weak': msg`This password is too easy to guess. Please choose another one.`,
  'verification.no_photo': msg`Add a main photo first: we compare your selfie with it.`,
  'verification.pending': msg`Your selfie is already waiting for our team.`,
  'verification.verified': msg`You are already verified.`,
  'verification.no_pose': msg`Please ask for a pose first, then take your selfie.`,
  'verification.pose_expired': msg`This pose has expired. Please ask for a new one and take a new selfie.`,
  'verification.selfie_used': msg`This picture was sent before. Please take a new selfie.`,
  'verification.too_many': msg`You have sent ${selfies} selfies in the last 24 hours. Please try again tomorrow.`,
  'premium.required': msg`Incognito comes with premium.`,
}
