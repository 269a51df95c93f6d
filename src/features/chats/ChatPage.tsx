// A conversation, /chats/{chatId} (spec §2 chat layout, §4 Chats): the other member in the
// top bar (with the fictional disclosure where it applies, and what happened when they left
// Klik), the messages from Dexie — newest at the bottom, older pages when scrolled up, day
// separators, each message with its status and outbox actions (MessageBubble.tsx) — that the
// member is offline, the typing indicator and the composer with the message's cost and the
// balance (closed once the other member left). The template's chat switches (spec §1):
// showSidebar puts the list beside it on a wide screen (boxy), showEmojiButton the emoji
// picker (classic). The member row on top stays in both: who is written to, and whether
// they are fictional, is always said.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { NetworkError } from '../../api/errors'
import { TYPING_SIGNAL_MS } from '../../contract/events'
import { MESSAGE_MAX_LENGTH } from '../../contract/chat'
import type { CachedProfile } from '../../db'
import { featuresAtom, settingsAtom, userAtom } from '../../session'
import { errorMessage } from '../../ui/error-message'
import {
  Avatar,
  FictionalLabel,
  ReportDialogSlot,
  useCanReport,
  type ReportTarget,
} from '../../ui/member'
import { useMediaQuery } from '../../ui/use-media-query'
import { useOnline } from '../../ui/use-online'
import { waitingBehindFailed } from '../../../sw/outbox-core'
import { postTyping } from './api'
import { useChatView, useMessages } from './cache'
import { ChatList } from './ChatList'
import { EmojiButton } from './EmojiButton'
import { MessageBubble } from './MessageBubble'
import { CHAT_ERRORS } from './errors'
import { queueMessage, releaseHeld } from './outbox'
import { setOpenConversation } from './presence'
import { loadNewest, loadOlder, markRead, reloadChats } from './sync'
import { dayKey, dayLabel } from './times'
import { useTyping } from './typing'
import { useBlock } from './use-block'
import './chats.css'

export function ChatPage({ conversation }: { conversation: number }) {
  const features = useAtomValue(featuresAtom)
  const wide = useMediaQuery('(min-width: 900px)')
  const sidebar = (features?.chat.showSidebar ?? false) && wide
  return (
    <div className={sidebar ? 'chat-page chat-page-sidebar' : 'chat-page'}>
      {sidebar && (
        <aside className="chat-sidebar">
          <ChatList current={conversation} compact />
        </aside>
      )}
      <Conversation key={conversation} conversation={conversation} />
    </div>
  )
}

/**
 * Back from paying (the transaction page adds ?paid=1): the address is made plain again. The
 * messages held for credits were released by the outbox when the balance rose (outbox.ts).
 */
function useBackFromPaying(conversation: number) {
  const paid = useLocation({
    select: (location) => (location.search as Record<string, unknown>).paid !== undefined,
  })
  const navigate = useNavigate()
  useEffect(() => {
    if (!paid) return
    void navigate({
      to: '/chats/$chatId',
      params: { chatId: String(conversation) },
      replace: true,
    })
  }, [paid, conversation, navigate])
}

function Conversation({ conversation }: { conversation: number }) {
  const { t, i18n } = useLingui()
  useBackFromPaying(conversation)
  const owner = useAtomValue(userAtom)?.id
  const online = useOnline()
  const view = useChatView(conversation)
  const [problem, setProblem] = useState<string | null>(null)
  const [hasMore, setHasMore] = useState(false)
  // Reporting the member or one of their messages (the slot's dialog, features/cases).
  const [report, setReport] = useState<ReportTarget | null>(null)
  const canReport = useCanReport()

  const latestView = useRef(view)
  useEffect(() => {
    latestView.current = view
  }, [view])

  useEffect(() => {
    setOpenConversation(conversation)
    const controller = new AbortController()
    loadNewest(conversation, controller.signal).then(
      (page) => {
        setHasMore(page.hasMore)
        // A block is lifted by whichever member set it, which only trying tells: what a block
        // held goes again, once per opening (sw/outbox-core.ts toRelease).
        if (owner !== undefined) void releaseHeld(owner, { hold: 'block', conversation })
        // Not in the cached list (opened from a link, hidden, or the list is old): reading
        // the newest page showed it again on the server, so the list knows it now.
        if (latestView.current == null) void reloadChats()
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        // Offline: what is cached is what there is, said quietly in the list below.
        setProblem(error instanceof NetworkError ? null : errorMessage(i18n, error, CHAT_ERRORS))
      },
    )
    return () => {
      controller.abort()
      setOpenConversation(null)
    }
  }, [conversation, owner, i18n])

  if (view === undefined) return <section className="conversation" aria-busy="true" />
  if (view === null && problem !== null) {
    return (
      <section className="conversation conversation-missing">
        <p className="card notice notice-danger">{problem}</p>
        <Link to="/chats" className="button">
          <Trans>Back to your chats</Trans>
        </Link>
      </section>
    )
  }
  const card = view?.card
  const onReport =
    canReport && card
      ? (message?: number) => setReport({ profile: card.id, name: card.name, message })
      : undefined
  return (
    <section className="conversation" aria-label={t`Conversation`}>
      <ChatTopBar card={card} online={online} onReport={onReport} />
      {card?.fictional && <FictionalChatNotice name={card.name} />}
      {view?.chat.left && <LeftNotice left={view.chat.left} name={card?.name ?? ''} />}
      {!online && (
        <p className="card notice chat-offline" role="status" data-testid="chat-offline">
          <Trans>You are offline. What you write is sent when the connection is back.</Trans>
        </p>
      )}
      {problem && <p className="card notice notice-danger conversation-problem">{problem}</p>}
      <MessageList
        conversation={conversation}
        partnerRead={view?.chat.partner_read ?? 0}
        name={card?.name ?? ''}
        hasMore={hasMore}
        onOlder={async () => setHasMore((await loadOlder(conversation)).hasMore)}
        onReport={onReport}
      />
      {view?.chat.left ? (
        <p className="composer composer-closed" data-testid="composer-closed">
          <Trans>This conversation is closed: nobody can read new messages here.</Trans>
        </p>
      ) : (
        <Composer
          conversation={conversation}
          fictional={card?.fictional ?? false}
          disabled={view === null}
        />
      )}
      {card && <ChatReport card={card} target={report} onClose={() => setReport(null)} />}
    </section>
  )
}

/** The report dialog of the slot, with the offer to block the member. */
function ChatReport({
  card,
  target,
  onClose,
}: {
  card: CachedProfile
  target: ReportTarget | null
  onClose: () => void
}) {
  const block = useBlock(card.id, card.name)
  return <ReportDialogSlot target={target} onClose={onClose} onBlock={block} />
}

function ChatTopBar({
  card,
  online,
  onReport,
}: {
  card: CachedProfile | undefined
  /** Whether this device is online: offline, nobody's presence is known. */
  online: boolean
  onReport: ((message?: number) => void) | undefined
}) {
  const { t } = useLingui()
  return (
    <header className="chat-topbar">
      <Link to="/chats" className="chat-back" aria-label={t`Back to your chats`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      {card && (
        <Link
          to="/members/$memberId"
          params={{ memberId: String(card.id) }}
          className="chat-topbar-member"
        >
          <Avatar image={card.main_image} name={card.name} className="chat-topbar-photo" box={40} />
          <span className="chat-topbar-text">
            <span
              className={card.name ? 'chat-topbar-name' : 'chat-topbar-name chat-topbar-name-gone'}
            >
              {card.name || t`Deleted member`}
              {card.age !== null && <span className="chat-topbar-age">, {card.age}</span>}
            </span>
            {/* Under the name, wrapping: beside it, a phone had no room for both. */}
            {(card.fictional || (card.online && online)) && (
              <span className="chat-topbar-status">
                <FictionalLabel fictional={card.fictional} />
                {card.online && online && (
                  <span className="online-label">
                    <span className="online-dot" aria-hidden="true" /> <Trans>Online</Trans>
                  </span>
                )}
              </span>
            )}
          </span>
        </Link>
      )}
      {onReport && (
        <button
          type="button"
          className="button button-small chat-report"
          onClick={() => onReport()}
          data-testid="report-member"
        >
          <Trans>Report</Trans>
        </button>
      )}
    </header>
  )
}

/** The other member left Klik: what happened, and that the conversation stays readable. */
function LeftNotice({ left, name }: { left: 'deleted' | 'removed'; name: string }) {
  return (
    <p className="card notice chat-left" role="note" data-testid="chat-left">
      {left === 'deleted' ? (
        name ? (
          <Trans>{name} deleted their account.</Trans>
        ) : (
          <Trans>This member deleted their account.</Trans>
        )
      ) : name ? (
        <Trans>{name} was removed from Klik.</Trans>
      ) : (
        <Trans>This member was removed from Klik.</Trans>
      )}{' '}
      <Trans>
        You can still read your conversation. Credits for any of your messages that were not read
        were returned to you.
      </Trans>
    </p>
  )
}

/** The ACM disclosure, in the conversation itself (issue 10). */
export function FictionalChatNotice({ name }: { name: string }) {
  return (
    <p
      className="card notice fictional-note chat-fictional"
      role="note"
      data-testid="chat-fictional"
    >
      <Trans>
        {name} is a fictional profile: it does not belong to a real person, so you cannot meet{' '}
        {name}.
      </Trans>{' '}
      <Trans>It does not reply, and writing to it costs no credits.</Trans>
    </p>
  )
}

interface MessageListProps {
  conversation: number
  partnerRead: number
  name: string
  hasMore: boolean
  onOlder: () => Promise<void>
  /** Report the member, or one of their messages by id. */
  onReport: ((message?: number) => void) | undefined
}

function MessageList({
  conversation,
  partnerRead,
  name,
  hasMore,
  onOlder,
  onReport,
}: MessageListProps) {
  const owner = useAtomValue(userAtom)?.id
  const messages = useMessages(conversation)
  // Queued messages behind one that did not go, with the one they wait for.
  const waiting = useMemo(() => waitingBehindFailed(messages ?? []), [messages])
  const typing = useTyping(conversation)
  const scroller = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const loadingOlder = useRef(false)
  const heightBefore = useRef<number | null>(null)

  // Newest at the bottom: follow new messages while the member is at the bottom; keep the
  // place when an older page arrives above.
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current
      heightBefore.current = null
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight
    }
  }, [messages, typing])

  // The newest message of the partner, seen while shown: mark the conversation read.
  const newestTheirs = messages?.reduce(
    (newest, message) =>
      message.sender !== owner && message.id !== null && message.id > newest ? message.id : newest,
    0,
  )
  const marked = useRef(0)
  useEffect(() => {
    const mark = () => {
      if (!newestTheirs || newestTheirs <= marked.current) return
      if (document.visibilityState !== 'visible') return
      marked.current = newestTheirs
      void markRead(conversation, newestTheirs)
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [conversation, newestTheirs])

  // Older pages when the top comes into view.
  useEffect(() => {
    const sentinel = top.current
    if (!sentinel || !hasMore) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || loadingOlder.current) return
      loadingOlder.current = true
      heightBefore.current = scroller.current?.scrollHeight ?? null
      onOlder()
        .catch(() => {
          heightBefore.current = null
        })
        .finally(() => {
          loadingOlder.current = false
        })
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore, onOlder])

  const onScroll = () => {
    const element = scroller.current
    if (element) {
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80
    }
  }

  return (
    <div className="message-scroller" ref={scroller} onScroll={onScroll} data-testid="messages">
      <div ref={top} className="message-top" />
      {messages?.length === 0 && (
        <p className="message-empty">
          <Trans>Write {name} a first message.</Trans>
        </p>
      )}
      <ol className="message-list" aria-live="polite">
        {messages?.map((message, index) => {
          const previous = messages[index - 1]
          const newDay = !previous || dayKey(previous.created) !== dayKey(message.created)
          return (
            <Fragment key={message.client_id}>
              {newDay && (
                <li className="message-day">
                  <span>{dayLabel(message.created)}</span>
                </li>
              )}
              <MessageBubble
                message={message}
                name={name}
                waitsFor={waiting.get(message.client_id)}
                mine={message.sender === owner}
                read={message.id !== null && message.id <= partnerRead}
                onReport={onReport}
              />
            </Fragment>
          )
        })}
      </ol>
      {typing && (
        <p className="message-typing" data-testid="typing">
          <Trans>{name} is typing…</Trans>
        </p>
      )}
    </div>
  )
}

function Composer({
  conversation,
  fictional,
  disabled,
}: {
  conversation: number
  /** Writing to a fictional profile costs nothing (the server charges nothing). */
  fictional: boolean
  disabled: boolean
}) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)
  const emoji = useAtomValue(featuresAtom)?.chat.showEmojiButton ?? false
  const [text, setText] = useState('')
  const lastTyping = useRef(0)
  const input = useRef<HTMLTextAreaElement>(null)
  // Where an emoji goes: the caret when the field last had it (the picker takes the focus).
  const caret = useRef<number | null>(null)
  const keepCaret = () => {
    caret.current = input.current?.selectionStart ?? null
  }
  const insertEmoji = (value: string) => {
    setText((current) => {
      const at = Math.min(caret.current ?? current.length, current.length)
      caret.current = at + value.length
      return current.slice(0, at) + value + current.slice(at)
    })
  }
  const costs = settings?.minimum_message_costs
  const cost = fictional
    ? 0
    : ((user?.profile.country ? costs?.[user.profile.country]?.costs : undefined) ??
      costs?.[settings?.countries[0] ?? '']?.costs ??
      0)
  const balance = user?.credits ?? 0
  const trimmed = text.trim()
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH

  const send = async () => {
    if (!user || trimmed === '' || tooLong) return
    setText('')
    input.current?.focus()
    await queueMessage(user.id, conversation, trimmed)
  }

  const onChange = (value: string) => {
    setText(value)
    const now = Date.now()
    if (value.trim() !== '' && now - lastTyping.current > TYPING_SIGNAL_MS) {
      lastTyping.current = now
      postTyping(conversation).catch(() => undefined)
    }
  }

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <p className="composer-cost" data-testid="composer-cost">
        {fictional ? (
          <Trans>Free: a fictional profile · you have {balance} credits</Trans>
        ) : cost > 0 ? (
          <Trans>
            A message costs {cost} credits · you have {balance}
          </Trans>
        ) : (
          <Trans>You have {balance} credits</Trans>
        )}
        {cost > balance && (
          <>
            {' · '}
            <Link to="/credits" search={{ return: `/chats/${conversation}` }}>
              <Trans>Buy credits</Trans>
            </Link>
          </>
        )}
      </p>
      <div className="composer-row">
        {emoji && <EmojiButton onPick={insertEmoji} disabled={disabled} />}
        <textarea
          ref={input}
          className="composer-input"
          value={text}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH + 200}
          placeholder={t`Write a message`}
          aria-label={t`Your message`}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onSelect={keepCaret}
          onBlur={keepCaret}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void send()
            }
          }}
          data-testid="composer-input"
        />
        <button
          type="submit"
          className="button button-primary composer-send"
          disabled={disabled || trimmed === '' || tooLong}
          data-testid="composer-send"
        >
          <Trans>Send</Trans>
        </button>
      </div>
      {tooLong && (
        <p className="field-error">
          <Trans>A message can have at most {MESSAGE_MAX_LENGTH} characters.</Trans>
        </p>
      )}
    </form>
  )
}
