// Writing a message (spec §2 chat layout, §4 Chats): what a message costs here and the
// member's balance (with the way to buy credits when it is short), the emoji picker where the
// template shows it, the text field (Enter sends, Shift+Enter is a new line) and Send. What is
// sent goes to the outbox (outbox.ts), which delivers it; typing tells the partner, at most
// once every TYPING_SIGNAL_MS. An empty conversation offers openers above it (Icebreakers); a
// photo goes through the outbox as well (PhotoButton, issue 32 §3).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import type { SettingsResponse } from '../../contract/settings'
import type { UserResponse } from '../../contract/user'
import { TYPING_SIGNAL_MS } from '../../contract/events'
import { MESSAGE_MAX_LENGTH } from '../../contract/chat'
import { featuresAtom, settingsAtom, userAtom } from '../../session'
import { postTyping } from './api'
import { useMessages } from './cache'
import { EmojiButton } from './EmojiButton'
import { Icebreakers } from './Icebreakers'
import { queueMessage } from './outbox'
import { PhotoButton } from './PhotoButton'

/**
 * The credits a message costs: nothing to a fictional profile (the server charges nothing),
 * else the member's country's minimum, else the site's first country's.
 */
export function messageCost(
  user: UserResponse | null | undefined,
  settings: SettingsResponse | null | undefined,
  fictional: boolean,
): number {
  if (fictional) return 0
  const costs = settings?.minimum_message_costs
  return (
    (user?.profile.country ? costs?.[user.profile.country]?.costs : undefined) ??
    costs?.[settings?.countries[0] ?? '']?.costs ??
    0
  )
}

export function Composer({
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
  const [photoProblem, setPhotoProblem] = useState<string | null>(null)
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
  const trimmed = text.trim()
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH
  // An empty conversation with a real member offers openers (issue 32 §5).
  const empty = useMessages(conversation)?.length === 0
  const pickOpener = (value: string) => {
    setText(value)
    input.current?.focus()
  }

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
      {empty && !fictional && !disabled && (
        <Icebreakers conversation={conversation} onPick={pickOpener} />
      )}
      <ComposerCost
        conversation={conversation}
        fictional={fictional}
        cost={messageCost(user, settings, fictional)}
        balance={user?.credits ?? 0}
      />
      <div className="composer-row">
        {emoji && <EmojiButton onPick={insertEmoji} disabled={disabled} />}
        <PhotoButton conversation={conversation} disabled={disabled} onProblem={setPhotoProblem} />
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
      {photoProblem && (
        <p className="field-error" role="alert" data-testid="composer-photo-problem">
          {photoProblem}
        </p>
      )}
      {tooLong && (
        <p className="field-error">
          <Trans>A message can have at most {MESSAGE_MAX_LENGTH} characters.</Trans>
        </p>
      )}
    </form>
  )
}

/** What a message costs and what the member has; the way to buy credits when it is short. */
function ComposerCost({
  conversation,
  fictional,
  cost,
  balance,
}: {
  conversation: number
  fictional: boolean
  cost: number
  balance: number
}) {
  return (
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
  )
}
