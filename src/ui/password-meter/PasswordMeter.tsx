// The strength meter under a new password (signup, password change, reset): four bars, a word
// for the strength and, while the password breaks the rule, one short hint why. A lazy module
// of its own (the forms import it with React.lazy once something is typed), so neither the
// start bundle nor the forms' chunks carry it; zxcvbn's word lists load after it
// (lib/password-strength). The texts are ours in the catalogs: zxcvbn's packs carry texts
// too, but in formal "vous" and "Sie" where Klik says "tu" and "du".
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  PASSWORD_MIN_LENGTH,
  type PasswordHint,
  type PasswordJudgement,
} from '../../contract/password-rules'
import { usePasswordJudgement, type PasswordOwner } from './use-password-judgement'
import './password-meter.css'

const min = PASSWORD_MIN_LENGTH

const HINTS: Record<PasswordHint, MessageDescriptor> = {
  short: msg`Use at least ${min} characters.`,
  common: msg`This is one of the most used passwords.`,
  word: msg`A single word or name is easy to guess. Add more words.`,
  pattern: msg`Keyboard rows, repeats and runs like “abc” are easy to guess.`,
  date: msg`Dates and years are easy to guess.`,
  personal: msg`Do not use your name or email address.`,
  more_words: msg`Add another word or two. Uncommon words are best.`,
}

/** The meter for `password` (nothing while it is empty or its words load). */
export default function PasswordMeter({
  password,
  owner,
}: {
  password: string
  owner: PasswordOwner
}) {
  const judgement = usePasswordJudgement(password, owner)
  return judgement === null ? null : <Meter judgement={judgement} />
}

function Meter({ judgement }: { judgement: PasswordJudgement }) {
  const { t, i18n } = useLingui()
  const { score, error, hint } = judgement
  const level = error !== null ? 'weak' : score >= 4 ? 'strong' : score === 3 ? 'good' : 'fair'
  const label = {
    weak: error === 'password.too_short' ? t`Too short` : t`Too weak`,
    fair: t`Fair`,
    good: t`Good`,
    strong: t`Strong`,
  }[level]
  const filled = error !== null ? 1 : score
  return (
    <span className={`password-meter password-meter-${level}`} data-testid="password-meter">
      <span className="password-meter-bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= filled ? 'password-meter-bar-on' : undefined} />
        ))}
      </span>
      <span className="password-meter-text">
        <strong>{label}</strong>
        {hint !== null && <> {i18n._(HINTS[hint])}</>}
      </span>
    </span>
  )
}
