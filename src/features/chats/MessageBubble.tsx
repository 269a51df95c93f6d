// One message of a conversation (spec §2 chat layout; issue 28 §1): its text (or its photo:
// MessagePhoto), time and status mark (drawn: sending, waiting, not sent, sent, read), the way
// to report the other member's, and for the member's own what the outbox is doing with it —
// cancel while it is not sent, why it did not go or waits behind one that did not, the ways
// out (buy credits, try again, delete), and the credits returned when its reader left before
// reading it.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CachedMessage } from '../../db'
import { holdOf, type OutboxRow } from '../../../sw/outbox-core'
import { CHAT_ERRORS } from './errors'
import { MessagePhoto } from './MessagePhoto'
import { discardMessage, retryMessage } from './outbox'
import { clockTime } from './times'

export function MessageBubble({
  message,
  name,
  waitsFor,
  mine,
  read,
  onReport,
}: {
  message: CachedMessage
  /** The other member's name. */
  name: string
  /** The failed message this one waits behind, when it does. */
  waitsFor: OutboxRow | undefined
  mine: boolean
  read: boolean
  onReport: ((message?: number) => void) | undefined
}) {
  const { t } = useLingui()
  const shown: Shown = waitsFor
    ? 'waiting'
    : message.state === 'sent' && read
      ? 'read'
      : message.state
  const status = {
    queued: t`Sending…`,
    waiting: t`Waiting`,
    failed: t`Not sent`,
    sent: t`Sent`,
    read: t`Read`,
  }[shown]
  return (
    <li
      className={`message ${mine ? 'message-mine' : 'message-theirs'} message-${message.state}`}
      data-testid="message"
      data-state={waitsFor ? 'waiting' : message.state}
    >
      {message.photo ? (
        <MessagePhoto photo={message.photo} id={message.id} mine={mine} name={name} />
      ) : (
        <p className="message-text">{message.text}</p>
      )}
      <span className="message-meta">
        {!mine && onReport && message.id !== null && (
          <button
            type="button"
            className="message-report"
            aria-label={t`Report this message`}
            title={t`Report this message`}
            onClick={() => message.id !== null && onReport(message.id)}
            data-testid="report-message"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 21V4h11l-1.5 4L16 12H5" />
            </svg>
          </button>
        )}
        <time dateTime={message.created}>{clockTime(new Date(message.created))}</time>
        {mine && (
          <span className={`message-status message-status-${shown}`} title={status}>
            <span className="visually-hidden">{status}</span>
            <StatusIcon shown={shown} />
          </span>
        )}
      </span>
      {mine && shown === 'queued' && (
        <button
          type="button"
          className="message-cancel"
          onClick={() => void discardMessage(message.client_id)}
          data-testid="message-cancel"
        >
          <Trans>Cancel</Trans>
        </button>
      )}
      {mine && message.returned !== undefined && (
        <ReturnedNote credits={message.returned} name={name} />
      )}
      {message.state === 'failed' && <FailedActions message={message} />}
      {waitsFor && <WaitingActions message={message} waitsFor={waitsFor} />}
    </li>
  )
}

type Shown = 'queued' | 'waiting' | 'failed' | 'sent' | 'read'

/** Paid, and given back: the reader left (or was removed) before reading it (issue 28 §2). */
function ReturnedNote({ credits, name }: { credits: number; name: string }) {
  const { t } = useLingui()
  // A deleted account has no name any more.
  const who = name || t`The other member`
  return (
    <p className="message-returned" data-testid="message-returned">
      <Trans>
        Credits returned: {credits}. {who} left Klik before reading this message.
      </Trans>
    </p>
  )
}

/** The status marks, drawn (a font's clock or check glyph is missing on some phones). */
function StatusIcon({ shown }: { shown: Shown }) {
  const paths: Record<Shown, string> = {
    // A clock: the outbox sends it (or waits).
    queued: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
    waiting: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
    // An exclamation mark in a circle: not sent.
    failed: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v6M12 16.5v.5',
    sent: 'M5 12.5l4.5 4.5L19 7.5',
    read: 'M2 12.5l4.5 4.5L16 7.5M10 15.5l1.5 1.5L21 7.5',
  }
  return (
    <svg className="message-status-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[shown]} />
    </svg>
  )
}

/** A message behind one that did not go: why it waits, and the same ways out. */
function WaitingActions({ message, waitsFor }: { message: CachedMessage; waitsFor: OutboxRow }) {
  const credits = holdOf(waitsFor.failure) === 'credits'
  return (
    <div
      className="message-failed message-waiting-actions"
      role="status"
      data-testid="message-waiting"
    >
      <p>
        <Trans>Waiting: the message above was not sent.</Trans>
      </p>
      <OutboxActions
        conversation={message.conversation}
        credits={credits}
        retry={waitsFor.client_id}
        remove={message.client_id}
      />
    </div>
  )
}

/**
 * The ways out of a message that did not go (or waits behind one): buy credits when credits
 * held it, try the held message again (those behind it follow), delete this one.
 */
function OutboxActions({
  conversation,
  credits,
  retry,
  remove,
}: {
  conversation: number
  credits: boolean
  /** The client id of the message to send again. */
  retry: string
  /** The client id of the message to delete. */
  remove: string
}) {
  return (
    <div className="button-row">
      {credits && <BuyCredits conversation={conversation} />}
      <button
        type="button"
        className="button button-small"
        onClick={() => void retryMessage(retry)}
      >
        <Trans>Try again</Trans>
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => void discardMessage(remove)}
      >
        <Trans>Delete</Trans>
      </button>
    </div>
  )
}

function BuyCredits({ conversation }: { conversation: number }) {
  return (
    <Link
      to="/credits"
      search={{ return: `/chats/${conversation}` }}
      className="button button-small button-primary"
      data-testid="buy-credits"
    >
      <Trans>Buy credits</Trans>
    </Link>
  )
}

/** Why a message did not go, and what the member can do about it. */
function FailedActions({ message }: { message: CachedMessage }) {
  const { t, i18n } = useLingui()
  const failure = message.failure
  const credits = failure?.code === 'chat.insufficient_credits'
  const reason = failure ? (CHAT_ERRORS[failure.code as keyof typeof CHAT_ERRORS] ?? null) : null
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined)
  const cost = numberOf(failure?.details?.cost)
  const balance = numberOf(failure?.details?.balance)
  return (
    <div className="message-failed" role="alert" data-testid="message-failed">
      <p>
        {reason ? i18n._(reason) : t`This message could not be sent.`}
        {credits && cost !== undefined && balance !== undefined && (
          <>
            {' '}
            <Trans>
              It costs {cost} credits; you have {balance}.
            </Trans>
          </>
        )}
      </p>
      <OutboxActions
        conversation={message.conversation}
        credits={credits}
        retry={message.client_id}
        remove={message.client_id}
      />
    </div>
  )
}
