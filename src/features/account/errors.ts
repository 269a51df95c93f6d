// The account pages' texts for their error codes.
import { msg } from '@lingui/core/macro'
import type { ErrorTexts } from '../../ui/error-message'

export const ACCOUNT_ERRORS: ErrorTexts = {
  'auth.wrong_password': msg`That password is not right.`,
  'mail_change.email_taken': msg`Another account already uses that address.`,
  'mail_change.invalid_token': msg`This link is no longer valid. To get a new one, change your email address again in your profile.`,
  'password_reset.session_required': msg`This reset link has expired. Please ask for a new one.`,
}
