// /unsubscribe?t=…: the visible unsubscribe link of a digest mail. Opening the page changes
// nothing — mail filters and link scanners open every link — the member's click on the button
// does, with the same one-click call a mail program makes (RFC 8058). What the link turns off is
// read from its token (contract/unsubscribe.ts); finer choices are on /notifications.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '../../api/errors'
import { unsubscribeScopeOf, type MailTopic } from '../../contract/unsubscribe'
import { errorMessage } from '../../ui/error-message'
import { unsubscribeMails } from './api'
import { ACCOUNT_ERRORS } from './errors'

type State =
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }

const QUESTION = {
  messages: msg`Stop the emails about new messages?`,
  likes: msg`Stop the emails about new likes?`,
  all: msg`Stop the emails about new messages and likes?`,
}
const DONE = {
  messages: msg`Done: we will not email you about new messages any more.`,
  likes: msg`Done: we will not email you about new likes any more.`,
  all: msg`Done: we will not email you about new messages or likes any more.`,
}

function scopeKey(topics: readonly MailTopic[]): keyof typeof QUESTION {
  return topics.length > 1 ? 'all' : (topics[0] ?? 'all')
}

export function UnsubscribePage({ token }: { token: string | undefined }) {
  const { i18n } = useLingui()
  const topics = token === undefined ? null : unsubscribeScopeOf(token)
  const [state, setState] = useState<State>(
    topics === null ? { kind: 'invalid' } : { kind: 'ready' },
  )
  const key = scopeKey(topics ?? [])

  const confirm = async () => {
    if (token === undefined) return
    setState({ kind: 'busy' })
    try {
      await unsubscribeMails(token)
      setState({ kind: 'done' })
    } catch (failure) {
      setState(
        failure instanceof ApiError && failure.code === 'unsubscribe.invalid_token'
          ? { kind: 'invalid' }
          : { kind: 'failed', message: errorMessage(i18n, failure, ACCOUNT_ERRORS) },
      )
    }
  }

  const settings = (
    <Link to="/notifications">
      <Trans>Choose which emails you get in your notification settings</Trans>
    </Link>
  )
  return (
    <section className="card narrow" data-testid="unsubscribe">
      <h1>
        <Trans>Unsubscribe from emails</Trans>
      </h1>
      {(state.kind === 'ready' || state.kind === 'busy' || state.kind === 'failed') && (
        <>
          <p>{i18n._(QUESTION[key])}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={state.kind === 'busy'}
            onClick={() => void confirm()}
          >
            <Trans>Unsubscribe</Trans>
          </button>
          {state.kind === 'failed' && (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          )}
          <p>{settings}</p>
        </>
      )}
      {state.kind === 'done' && (
        <p role="status">
          {i18n._(DONE[key])} {settings}
        </p>
      )}
      {state.kind === 'invalid' && (
        <p className="form-error" role="alert">
          <Trans>This unsubscribe link is not valid.</Trans> {settings}
        </p>
      )}
    </section>
  )
}
