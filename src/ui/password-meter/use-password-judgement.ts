// The judgement of a new password as the member types it. zxcvbn and its word lists load on
// the first character (a dynamic import, never in the start bundle); until then only the
// length is judged, which needs no words.
import { useLingui } from '@lingui/react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { isLocale, DEFAULT_LOCALE } from '../../contract/locale-codes'
import {
  judgePassword,
  passwordUserInputs,
  PASSWORD_MIN_LENGTH,
  type PasswordJudgement,
} from '../../contract/password-rules'
import type { PasswordJudge } from '../../lib/password-strength'

export interface PasswordOwner {
  email?: string | null
  name?: string | null
  site?: string | null
}

/** judgePassword does not ask zxcvbn about a password under the minimum length. */
const unasked = () => ({ score: 0, feedback: { warning: null } })

/** null while nothing is typed, or while the words load for a long enough password. */
export function usePasswordJudgement(
  password: string,
  owner: PasswordOwner,
): PasswordJudgement | null {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const [judge, setJudge] = useState<{ locale: string; judge: PasswordJudge } | null>(null)
  const typed = password !== ''
  const deferred = useDeferredValue(password)

  useEffect(() => {
    if (!typed || judge?.locale === locale) return
    let current = true
    import('../../lib/password-strength')
      .then((module) => module.passwordJudge(locale))
      .then((loaded) => {
        if (current) setJudge({ locale, judge: loaded })
      })
      .catch((error: unknown) => console.error('Password meter failed to load', error))
    return () => {
      current = false
    }
  }, [typed, locale, judge?.locale])

  const { email, name, site } = owner
  const inputs = useMemo(() => passwordUserInputs({ email, name, site }), [email, name, site])
  return useMemo(() => {
    if (deferred === '') return null
    if ([...deferred].length < PASSWORD_MIN_LENGTH) return judgePassword(deferred, unasked)
    return judge === null ? null : judge.judge(deferred, inputs)
  }, [deferred, judge, inputs])
}
