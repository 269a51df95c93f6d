// The login page's texts for its error codes.
import { msg } from '@lingui/core/macro'
import type { ErrorTexts } from '../../ui/error-message'

export const AUTH_ERRORS: ErrorTexts = {
  'login.invalid_credentials': msg`That email address and password do not match.`,
}
