// /mail-change/do?token=…: the link sent to the new address confirms the change. A failure
// says one thing: a bad, used or missing token is an invalid link; anything else (offline,
// a server error) is said as that, never beside the invalid-link text.
import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ApiError } from '../../api/errors'
import { errorMessage } from '../../ui/error-message'
import { ACCOUNT_ERRORS } from './errors'
import { confirmMailChange } from './api'

type State =
  | { kind: 'busy' }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }

function failedState(i18n: I18n, failure: unknown): State {
  return failure instanceof ApiError && failure.code === 'mail_change.invalid_token'
    ? { kind: 'invalid' }
    : { kind: 'failed', message: errorMessage(i18n, failure, ACCOUNT_ERRORS) }
}

export function MailChangeDoPage({ token }: { token: string | undefined }) {
  const { i18n } = useLingui()
  const [state, setState] = useState<State>(token ? { kind: 'busy' } : { kind: 'invalid' })

  useEffect(() => {
    let active = true
    const run = async () => {
      if (!token) return
      try {
        const { email } = await confirmMailChange(token)
        if (active) setState({ kind: 'done', email })
      } catch (failure) {
        if (active) setState(failedState(i18n, failure))
      }
    }
    void run()
    return () => {
      active = false
    }
  }, [token, i18n])

  const backToProfile = (
    <Link to="/profile">
      <Trans>Back to your profile</Trans>
    </Link>
  )
  return (
    <section className="card narrow" data-testid="mail-change-result">
      <h1>
        <Trans>Change your email address</Trans>
      </h1>
      {state.kind === 'busy' && (
        <p>
          <Trans>Confirming your new address…</Trans>
        </p>
      )}
      {state.kind === 'done' && (
        <p role="status">
          <Trans>Done: you now log in with {state.email}.</Trans> {backToProfile}
        </p>
      )}
      {state.kind === 'invalid' && (
        <p className="form-error" role="alert">
          <Trans>
            This link is no longer valid. To get a new one, change your email address again in your
            profile.
          </Trans>{' '}
          {backToProfile}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  )
}
