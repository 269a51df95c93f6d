// The account forms' own error codes, in the member's language.
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '../../api/errors'

export function useAccountErrors(): (error: unknown) => string | null {
  const { t } = useLingui()
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return null
    switch (error.code) {
      case 'auth.wrong_password':
        return t`That password is not right.`
      case 'mail_change.email_taken':
        return t`Another account already uses that address.`
      default:
        return null
    }
  }
}
