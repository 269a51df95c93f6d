// The state every form submit needs: busy while the call runs, the member-facing error
// when it fails. `describe` turns a failure into text (a form's own codes first, then the
// generic messages of error-message.ts).
import { useState } from 'react'
import { errorMessage } from './error-message'

export function useAction(describe: (error: unknown) => string | null = () => null) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true)
    setError(null)
    try {
      await action()
      return true
    } catch (failure) {
      setError(describe(failure) ?? errorMessage(failure))
      return false
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, run }
}
