// /mail-change/do?token=…: the link sent to the new address confirms the change.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { errorMessage } from '../../ui/error-message'
import { ACCOUNT_ERRORS } from './errors'
import { confirmMailChange } from './api'

type State =
  { kind: 'busy' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string }

export function MailChangeDoPage({ token }: { token: string | undefined }) {
  const [state, setState] = useState<State>({ kind: 'busy' })

  useEffect(() => {
    let active = true
    const run = async () => {
      try {
        if (!token) throw new Error('missing token')
        const { email } = await confirmMailChange(token)
        if (active) setState({ kind: 'done', email })
      } catch (failure) {
        if (active) setState({ kind: 'failed', message: errorMessage(failure, ACCOUNT_ERRORS) })
      }
    }
    void run()
    return () => {
      active = false
    }
  }, [token])

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
          <Trans>Done: you now log in with {state.email}.</Trans>{' '}
          <Link to="/profile">
            <Trans>Back to your profile</Trans>
          </Link>
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          <Trans>This confirmation link is invalid or has expired.</Trans> {state.message}
        </p>
      )}
    </section>
  )
}
