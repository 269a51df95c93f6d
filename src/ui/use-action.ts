// The state every form submit needs: busy while the call runs, the member-facing error
// when it fails: the form's feature texts (keyed by ErrorCode) first, then the common ones.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { errorMessage, type ErrorTexts } from './error-message'

export function useAction(texts: ErrorTexts = {}) {
  const { i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true)
    setError(null)
    try {
      await action()
      return true
    } catch (failure) {
      setError(errorMessage(i18n, failure, texts))
      return false
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, run }
}
