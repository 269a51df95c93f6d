// A conversation, /chats/{chatId} (spec §2 chat layout, §4 Chats), put together here: the
// other member in the top bar (ChatTopBar.tsx), the fictional disclosure where it applies and
// what happened when they left Klik, that the member is offline, the messages
// (MessageList.tsx) and the composer (Composer.tsx; closed once the other member left). The
// newest page loads on opening (use-conversation.ts). The template's chat switches (spec §1):
// showSidebar puts the list beside it on a wide screen (boxy), showEmojiButton the emoji
// picker (classic). The member row on top stays in both: who is written to, and whether
// they are fictional, is always said.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { CachedProfile } from '../../db'
import { featuresAtom } from '../../session'
import { ReportDialogSlot, useCanReport, type ReportTarget } from '../../ui/member'
import { useMediaQuery } from '../../ui/use-media-query'
import { useOnline } from '../../ui/use-online'
import { useChatView } from './cache'
import { ChatList } from './ChatList'
import { ChatTopBar } from './ChatTopBar'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import { useBackFromPaying, useConversationLoad } from './use-conversation'
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

function Conversation({ conversation }: { conversation: number }) {
  const { t } = useLingui()
  useBackFromPaying(conversation)
  const online = useOnline()
  const view = useChatView(conversation)
  const { problem, hasMore, onOlder } = useConversationLoad(conversation, view)
  // Reporting the member or one of their messages (the slot's dialog, features/cases).
  const [report, setReport] = useState<ReportTarget | null>(null)
  const canReport = useCanReport()

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
        onOlder={onOlder}
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
