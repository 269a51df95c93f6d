// The chat composer's emoji button: a round toggle and, above it, a non-modal panel holding
// emoji-picker-element in the member's language. The picker and its data load on the first
// open (emoji-picker.ts) and stay in the page, hidden, so later opens are instant. A pick
// calls `onPick` and leaves the panel open for the next one; Escape (focus back on the
// button), a press outside or focus moving elsewhere closes it. Focus stays in the panel
// while picking, so the composer should insert at the caret position it saved on blur.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { DEFAULT_LOCALE, isLocale } from '../../contract/locale-codes'
import { LineIcon } from '../../ui/LineIcon'
import { useEmojiPanel } from './use-emoji-panel'
import { useEmojiPicker } from './use-emoji-picker'
import './emoji.css'

export function EmojiButton({
  onPick,
  disabled = false,
}: {
  onPick: (emoji: string) => void
  disabled?: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const slotRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  // Disabling closes the panel for good (no reopening, with a focus jump, when re-enabled).
  if (disabled && open) setOpen(false)
  const shown = open && !disabled
  const { picker, loading, load } = useEmojiPicker(locale, slotRef, onPick)
  useEmojiPanel({ shown, setOpen, rootRef, panelRef, buttonRef })

  const toggle = () => {
    if (shown) {
      setOpen(false)
      return
    }
    setOpen(true)
    if (!picker && loading !== 'loading') void load()
  }

  const retry = () => {
    // The button is about to go: keep focus in the panel.
    panelRef.current?.focus()
    void load()
  }

  return (
    <div
      ref={rootRef}
      className="emoji-button"
      onKeyDown={(event) => {
        // The picker handles its own Escape (closing the skin tone list) and marks it handled.
        if (event.key !== 'Escape' || !shown || event.defaultPrevented) return
        event.preventDefault()
        setOpen(false)
        buttonRef.current?.focus()
      }}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (shown && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
      }}
    >
      <div
        ref={panelRef}
        id={panelId}
        className="emoji-panel"
        role="dialog"
        aria-label={t`Emoji`}
        tabIndex={-1}
        hidden={!shown}
      >
        <div ref={slotRef} className="emoji-panel-slot" />
        {!picker && loading === 'failed' && (
          <div className="emoji-panel-status" role="alert">
            <p>
              <Trans>The emoji could not be loaded. Check your connection and try again.</Trans>
            </p>
            <button type="button" className="button button-small" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {!picker && loading !== 'failed' && (
          <p className="emoji-panel-status" role="status">
            <Trans>Loading emoji…</Trans>
          </p>
        )}
      </div>
      <button
        ref={buttonRef}
        type="button"
        className="emoji-toggle"
        aria-label={t`Insert emoji`}
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={panelId}
        disabled={disabled}
        onClick={toggle}
      >
        <SmileyIcon />
      </button>
    </div>
  )
}

function SmileyIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0" />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.6" />
    </LineIcon>
  )
}
