// The email field of step 0 (spec §4, §5): the pattern message, the server check's verdict
// (an existing account with a login link, a deleted one with the customer-service link, the
// invalid-email hint), a "checking" note while it runs, and the typo suggestion to accept.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Field } from '../../../ui/Field'
import { INVALID_EMAIL_HINT, ruleText } from '../messages'
import type { EmailCheck } from '../use-email-check'

interface EmailFieldProps {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  check: EmailCheck
  /** The first broken §5 rule, shown once the field was left or the form sent. */
  ruleError: string | undefined
  /** The server said at signup that this address has an account. */
  taken: boolean
}

function AccountExists() {
  return (
    <span data-testid="email-account-exists">
      <Trans>
        You already have an account with this email address. <Link to="/login">Log in</Link>
      </Trans>
    </span>
  )
}

function AccountDeleted() {
  return (
    <span data-testid="email-account-deleted">
      <Trans>
        The account with this email address was deleted. Please contact{' '}
        <Link to="/pages/$name" params={{ name: 'service' }}>
          customer service
        </Link>
        .
      </Trans>
    </span>
  )
}

export function EmailField({ value, onChange, onBlur, check, ruleError, taken }: EmailFieldProps) {
  const { t, i18n } = useLingui()

  let error: ReactNode = ruleError ? ruleText(i18n, ruleError) : undefined
  if (!error && taken) error = <AccountExists />
  if (!error && check.result) {
    switch (check.result.status) {
      case 'new':
        break
      case 'active':
      case 'not_confirmed':
        error = <AccountExists />
        break
      case 'deleted':
        error = <AccountDeleted />
        break
      case 'invalid':
        error = ruleText(i18n, INVALID_EMAIL_HINT)
        break
    }
  }

  const suggestion = check.suggestion
  const hint = suggestion ? (
    <span className="email-suggestion" data-testid="email-suggestion">
      <span>
        <Trans>
          Did you mean <strong>{suggestion}</strong>?
        </Trans>
      </span>{' '}
      <button type="button" className="button button-small" onClick={() => onChange(suggestion)}>
        <Trans>Yes, correct it</Trans>
      </button>
    </span>
  ) : check.pending ? (
    <span className="field-pending">
      <Trans>Checking your email address…</Trans>
    </span>
  ) : undefined

  return (
    <Field label={t`Email address`} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  )
}
