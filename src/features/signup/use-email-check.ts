// The server check of the email field (spec §4, §5): debounced 500 ms, only for text with an
// @ and a dot, the latest answer kept with its token for the signup call. A failed check
// counts as status invalid (spec §8); without a network the sync helper asks again with
// backoff, and an answer then replaces the invalid status. `pending` is true from the
// keystroke until the answer.
import { useState } from 'react'
import { useSync } from '../../api/use-sync'
import type { EmailStatus } from '../../contract/signup'
import { validateEmail } from './api'
import { EMAIL_CHECK_DEBOUNCE_MS, shouldCheckEmail, suggestEmail } from './email-check'

export interface EmailCheckResult {
  email: string
  status: EmailStatus
  token: string | null
  round: number
}

export interface EmailCheck {
  pending: boolean
  result: EmailCheckResult | null
  /** A likely typo's correction, once the debounce has passed. */
  suggestion: string | null
  /** Asks again (an expired token). */
  recheck: () => void
}

export function useEmailCheck(text: string): EmailCheck {
  const email = text.trim()
  const wanted = shouldCheckEmail(email)
  const [round, setRound] = useState(0)

  const { data, failure } = useSync(wanted ? `${round}:${email}` : null, {
    name: 'Email check',
    delayMs: EMAIL_CHECK_DEBOUNCE_MS,
    fetch: (signal) => validateEmail(email, signal),
  })

  const result: EmailCheckResult | null = data
    ? { email, status: data.status, token: data.token, round }
    : failure
      ? { email, status: 'invalid', token: null, round }
      : null
  return {
    pending: wanted && result === null,
    result,
    suggestion: result ? suggestEmail(email) : null,
    recheck: () => setRound((value) => value + 1),
  }
}
