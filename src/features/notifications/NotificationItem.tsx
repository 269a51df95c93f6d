// One row of the notification centre: who or what, what happened, when, and where a tap goes
// (the liker's page, the chat — for a match too —, the credits, the account; a verification's
// decision to /profile). A fictional profile says so in words, as its card, page, chat and
// push do.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Notification } from '../../contract/notifications'
import { Avatar } from '../../ui/member'
// The texts only: the drawings stay out of this chunk.
import { DECLINE_REASON_TEXTS } from '../../ui/verification/pose-texts'
import { timeAgo } from '../../lib/time-ago'

function Who({ name, fictional }: { name: string; fictional: boolean }) {
  return (
    <>
      <strong>{name}</strong>
      {fictional && (
        <span className="notification-fictional">
          {' '}
          <Trans>(fictional profile)</Trans>
        </span>
      )}
    </>
  )
}

function What({ item }: { item: Notification }): ReactNode {
  const { i18n } = useLingui()
  switch (item.type) {
    case 'like': {
      const who = <Who name={item.member.name} fictional={item.member.fictional} />
      return <Trans>{who} likes you</Trans>
    }
    case 'match': {
      const who = <Who name={item.member.name} fictional={item.member.fictional} />
      return <Trans>You click with {who}: you like each other</Trans>
    }
    case 'message': {
      const who = <Who name={item.member.name} fictional={item.member.fictional} />
      const count = item.unread
      if (count === 0) return <Trans>{who} wrote to you</Trans>
      return (
        <Plural
          value={count}
          one={<Trans># new message from {who}</Trans>}
          other={<Trans># new messages from {who}</Trans>}
        />
      )
    }
    case 'credits': {
      const amount = item.amount
      if (item.reason === 'welcome') return <Trans>You received {amount} welcome credits</Trans>
      if (item.reason === 'message_return') {
        return (
          <Trans>{amount} credits were returned: a member left before reading your message</Trans>
        )
      }
      return <Trans>{amount} credits were added to your account</Trans>
    }
    case 'notice':
      switch (item.notice) {
        case 'email_changed': {
          const email = <strong>{item.email}</strong>
          return <Trans>Your email address is now {email}</Trans>
        }
        case 'email_restored':
          return (
            <Trans>
              We put your old email address back, as you told us you did not ask for the change.
              Choose a new password to be safe.
            </Trans>
          )
        case 'password_changed':
          return (
            <Trans>Your password was changed. Not you? Reset it now and check your email.</Trans>
          )
        case 'verification_approved':
          return <Trans>You are verified: your profile now shows the Verified badge.</Trans>
        case 'verification_declined': {
          if (item.reason === undefined) {
            return <Trans>Your verification selfie was declined. You can try again.</Trans>
          }
          const reason = i18n._(DECLINE_REASON_TEXTS[item.reason])
          return <Trans>Your verification selfie was declined: {reason} You can try again.</Trans>
        }
      }
  }
}

function Picture({ item }: { item: Notification }) {
  if (item.type === 'like' || item.type === 'match' || item.type === 'message') {
    return (
      <Avatar
        image={item.member.main_image}
        name={item.member.name}
        className="notification-photo"
        box={44}
      />
    )
  }
  const symbol = item.type === 'credits' ? '◎' : '!'
  return (
    <span className="notification-photo notification-symbol" aria-hidden="true">
      {symbol}
    </span>
  )
}

/** Where a notification leads. */
function targetOf(item: Notification) {
  switch (item.type) {
    case 'like':
      return linkOptions({
        to: '/members/$memberId',
        params: { memberId: String(item.member.id) },
      })
    case 'match':
      // A match is for saying hello: the chat with that member.
      return linkOptions({
        to: '/members/$memberId/chat',
        params: { memberId: String(item.member.id) },
      })
    case 'message':
      return linkOptions({ to: '/chats/$chatId', params: { chatId: String(item.conversation) } })
    case 'credits':
      return linkOptions({ to: '/credits' })
    case 'notice':
      switch (item.notice) {
        case 'email_changed':
        case 'verification_approved':
        case 'verification_declined':
          return linkOptions({ to: '/profile' })
        case 'email_restored':
        case 'password_changed':
          return linkOptions({ to: '/reset-password' })
      }
  }
}

function Target({ item, children }: { item: Notification; children: ReactNode }) {
  return (
    <Link {...targetOf(item)} className="notification-link">
      {children}
    </Link>
  )
}

export function NotificationItem({ item, fresh }: { item: Notification; fresh: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <li className={`notification${fresh ? ' notification-new' : ''}`} data-testid="notification">
      <Target item={item}>
        <Picture item={item} />
        <span className="notification-text">
          <span>
            <What item={item} />
          </span>
          <time className="notification-time" dateTime={item.at}>
            {timeAgo(item.at, i18n.locale)}
          </time>
        </span>
        {fresh && (
          <span className="new-marker notification-marker" aria-label={t`New`}>
            <Trans>New</Trans>
          </span>
        )}
      </Target>
    </li>
  )
}
