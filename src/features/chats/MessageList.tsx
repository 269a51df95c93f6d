// The messages of a conversation (spec §2 chat layout): oldest first from Dexie, a separator
// at each new day, each message with its status and outbox actions (MessageBubble.tsx), the
// first-message hint while there are none, and the partner's typing line below. Scrolling,
// older pages and the read mark: use-message-list.ts.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Fragment, useMemo } from 'react'
import { userAtom } from '../../session'
import { waitingBehindFailed } from '../../../sw/outbox-core'
import { useMessages } from './cache'
import { MessageBubble } from './MessageBubble'
import { dayKey, dayLabel } from './times'
import { useTyping } from './typing'
import { useMarkRead, useMessageScroll } from './use-message-list'

export interface MessageListProps {
  conversation: number
  /** The partner has read the member's messages up to this id. */
  partnerRead: number
  /** The other member's name. */
  name: string
  hasMore: boolean
  onOlder: () => Promise<void>
  /** Report the member, or one of their messages by id. */
  onReport: ((message?: number) => void) | undefined
}

export function MessageList({
  conversation,
  partnerRead,
  name,
  hasMore,
  onOlder,
  onReport,
}: MessageListProps) {
  const user = useAtomValue(userAtom)
  const owner = user?.id
  // Private read receipts (issue 32 §5): a member who sends none is shown none, the marks this
  // device kept from before included.
  const readUpTo = user?.private_receipts === true ? 0 : partnerRead
  const messages = useMessages(conversation)
  // Queued messages behind one that did not go, with the one they wait for.
  const waiting = useMemo(() => waitingBehindFailed(messages ?? []), [messages])
  const typing = useTyping(conversation)
  const { scroller, top, onScroll } = useMessageScroll(messages, typing, hasMore, onOlder)
  useMarkRead(conversation, messages, owner)

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
                read={message.id !== null && message.id <= readUpTo}
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
