// The member's conversations (spec §3 "Chat list item", §4 Chats): photo, name, the last
// message and its time, the unread count; newest activity first, from Dexie. Deleting removes
// a conversation at once; when the call fails the error is shown and the list reloaded (§8).
// The same list is the chat page's sidebar on wide boxy screens (`compact`).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useFirstAnswers } from '../../api/first-answers'
import type { ChatsResponse } from '../../contract/chat'
import { userAtom } from '../../session'
import { errorMessage } from '../../ui/error-message'
import { Modal } from '../../ui/Modal'
import { showToast } from '../../ui/toast-state'
import { Avatar, FictionalLabel, VerifiedLabel } from '../../ui/member'
import { useHydrated } from '../../ui/use-hydrated'
import { chatsCall, hideChat } from './api'
import { chatViewsOf, removeChats, useChatList, type ChatView } from './cache'
import { CHAT_ERRORS } from './errors'
import { chatListStoredAtom, reloadChats } from './sync'
import { listTime } from './times'
import './chats.css'

/**
 * The owner's list from IndexedDB; on a page the server rendered, the server's list until
 * IndexedDB has answered and holds it (read before the first load stored it, it answered
 * none, and the page would have emptied).
 */
function useShownChats(owner: number | undefined): ChatView[] | undefined {
  const cached = useChatList(owner)
  const stored = useAtomValue(chatListStoredAtom)
  const answers = useFirstAnswers()
  const [first] = useState(() => {
    const answer = answers[chatsCall.key] as ChatsResponse | undefined
    return answer && owner !== undefined ? chatViewsOf(owner, answer) : undefined
  })
  if (first === undefined || (cached !== undefined && (stored || cached.length > 0))) return cached
  return first
}

export function ChatList({ current, compact = false }: { current?: number; compact?: boolean }) {
  const owner = useAtomValue(userAtom)?.id
  const list = useShownChats(owner)
  const [deleting, setDeleting] = useState<ChatView | null>(null)
  if (list === undefined) return <p className="chat-list-loading" aria-busy="true" />
  if (list.length === 0) {
    return compact ? null : (
      <section className="card chat-list-empty">
        <h2>
          <Trans>No conversations yet</Trans>
        </h2>
        <p>
          <Trans>Find someone you like and start a conversation from their profile.</Trans>
        </p>
        <Link to="/members" className="button button-primary">
          <Trans>Find members</Trans>
        </Link>
      </section>
    )
  }
  return (
    <>
      <ul className={compact ? 'chat-list chat-list-compact' : 'chat-list'} data-testid="chat-list">
        {list.map((view) => (
          <ChatRow
            key={view.chat.conversation}
            view={view}
            current={view.chat.conversation === current}
            onDelete={compact ? undefined : () => setDeleting(view)}
          />
        ))}
      </ul>
      {deleting && <DeleteChat view={deleting} onClose={() => setDeleting(null)} />}
    </>
  )
}

function ChatRow({
  view,
  current,
  onDelete,
}: {
  view: ChatView
  current: boolean
  onDelete: (() => void) | undefined
}) {
  const { t } = useLingui()
  // The time reads in the phone's own zone and day: after the server's page has hydrated.
  const hydrated = useHydrated()
  const { chat, card } = view
  // A deleted account has no name any more.
  const name = card?.name || (chat.left ? t`Deleted member` : '')
  const last = chat.last_message
  const unread = chat.num_unread_messages
  // A photo message has no words: the preview says what it is.
  const said = (message: { text: string; photo?: unknown }) =>
    message.photo ? `📷 ${t`Photo`}` : message.text
  return (
    <li className={`chat-row${unread > 0 ? ' chat-row-unread' : ''}`}>
      <Link
        to="/chats/$chatId"
        params={{ chatId: String(chat.conversation) }}
        className="chat-row-link"
        aria-current={current ? 'page' : undefined}
        data-testid="chat-row"
      >
        {/* A deleted member's initials would be those of "Deleted member": the silhouette. */}
        <Avatar
          image={card?.main_image ?? null}
          name={card?.name ?? ''}
          className="chat-row-photo"
          box={48}
        />
        <span className="chat-row-main">
          <span className="chat-row-top">
            <span className="chat-row-who">
              <span className={card?.name ? 'chat-row-name' : 'chat-row-name chat-row-name-gone'}>
                {name}
              </span>
              {card && <VerifiedLabel verified={card.verified} />}
              {card && <FictionalLabel fictional={card.fictional} />}
            </span>
            {last && (
              <time className="chat-row-time" dateTime={last.created}>
                {hydrated ? listTime(last.created) : ''}
              </time>
            )}
          </span>
          <span className="chat-row-bottom">
            <span className="chat-row-preview">
              {view.waiting ? (
                <span data-testid="chat-row-waiting">
                  {view.waiting.state === 'failed' ? (
                    <Trans>Not sent: {said(view.waiting)}</Trans>
                  ) : (
                    <Trans>Sending: {said(view.waiting)}</Trans>
                  )}
                </span>
              ) : last === null ? (
                <em>
                  <Trans>Say hello to {name}</Trans>
                </em>
              ) : last.mine ? (
                <Trans>You: {said(last)}</Trans>
              ) : (
                said(last)
              )}
            </span>
            {unread > 0 && (
              <span className="count-badge" aria-label={t`${unread} unread`}>
                {unread}
              </span>
            )}
          </span>
        </span>
      </Link>
      {onDelete && (
        <button
          type="button"
          className="chat-row-delete"
          aria-label={t`Delete the conversation with ${name}`}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
          </svg>
        </button>
      )}
    </li>
  )
}

function DeleteChat({ view, onClose }: { view: ChatView; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const name = view.card?.name ?? ''
  const confirm = async () => {
    onClose()
    const conversation = view.chat.conversation
    // Spec §4: gone from the list at once; §8: a failure is shown and the list reloaded.
    await removeChats([conversation])
    try {
      await hideChat({ conversation })
    } catch (error) {
      showToast({ kind: 'danger', title: t`Error`, body: errorMessage(i18n, error, CHAT_ERRORS) })
      await reloadChats()
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Delete this conversation?`}
      footer={
        <>
          <button type="button" className="button button-danger" onClick={() => void confirm()}>
            <Trans>Delete</Trans>
          </button>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>
          The conversation with {name} leaves your list. {name} keeps it, and a new message brings
          it back.
        </Trans>
      </p>
    </Modal>
  )
}

export function ChatsPage() {
  return (
    <section className="chats-page">
      <h1>
        <Trans>Chats</Trans>
      </h1>
      <ChatList />
    </section>
  )
}
