// The server check of the email field (spec §4, §5): debounced 500 ms, only for text with an
// @ and a dot, the latest answer kept with its token for the signup call. A failed check
// counts as status invalid (spec §8). `pending` is true from the keystroke until the answer.
import { useEffect, useState } from 'react'
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
  const [result, setResult] = useState<EmailCheckResult | null>(null)

  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      validateEmail(email, controller.signal).then(
        (answer) => setResult({ email, status: answer.status, token: answer.token, round }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.error('Email check failed', error)
          setResult({ email, status: 'invalid', token: null, round })
        },
      )
    }, EMAIL_CHECK_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [email, wanted, round])

  const current = wanted && result?.email === email && result.round === round ? result : null
  return {
    pending: wanted && current === null,
    result: current,
    suggestion: current ? suggestEmail(email) : null,
    recheck: () => setRound((value) => value + 1),
  }
}
