// Saving a wizard step (PUT /api/user.php): busy while it runs, then the new user and the
// next step; on failure the error is logged and shown, and the member may try again.
import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import type { UserUpdateBody } from '../../contract/user'
import { userAtom } from '../../session'
import { updateUser } from './api'
import { errorMessage } from '../../ui/error-message'
import { SIGNUP_ERRORS } from './messages'

export function useStepSave(what: string, onNext: () => void) {
  const { i18n } = useLingui()
  const setUser = useSetAtom(userAtom)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (body: UserUpdateBody) => {
    setSaving(true)
    setError(null)
    try {
      setUser(await updateUser(body))
      onNext()
    } catch (failure) {
      console.error(`Saving ${what} failed`, failure)
      setError(errorMessage(i18n, failure, SIGNUP_ERRORS))
      setSaving(false)
    }
  }

  return { saving, error, save }
}
