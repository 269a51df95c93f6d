// The state the three case forms share: the form's key (made once, kept across retries so a
// resend answers the same case, a new one after success), busy while the call runs, the error
// for the whole form and those under single fields, and the answer once the case is made.
// Offline the call fails before reaching the server: the form says so and keeps its text.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ApiError, NetworkError } from '../../api/errors'
import type { CaseResponse } from '../../contract/cases'
import { uuidv7 } from '../../lib/uuid'
import { errorMessage } from '../../ui/error-message'
import { CASES_ERRORS, fieldErrors, type CaseField } from './errors'

const OFFLINE = msg`You are offline. Your text is kept here: send it again once you are connected.`

export function useCaseForm() {
  const { i18n } = useLingui()
  const [key, setKey] = useState(uuidv7)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Partial<Record<CaseField, MessageDescriptor>>>({})
  const [done, setDone] = useState<CaseResponse | null>(null)

  const send = async (call: (key: string) => Promise<CaseResponse>): Promise<boolean> => {
    setBusy(true)
    setError(null)
    setFields({})
    try {
      setDone(await call(key))
      setKey(uuidv7())
      return true
    } catch (failure) {
      // The same key with other words is refused: the next try is a case of its own.
      if (failure instanceof ApiError && failure.code === 'case.key_reused') setKey(uuidv7())
      setFields(fieldErrors(failure))
      setError(
        failure instanceof NetworkError
          ? i18n._(OFFLINE)
          : errorMessage(i18n, failure, CASES_ERRORS),
      )
      return false
    } finally {
      setBusy(false)
    }
  }

  /** The text under a field the server found wrong. */
  const fieldError = (field: CaseField): string | undefined => {
    const text = fields[field]
    return text ? i18n._(text) : undefined
  }

  return { busy, error, done, send, fieldError, again: () => setDone(null) }
}
