// The chat composer's emoji button: a round toggle and, above it, a non-modal panel holding
// emoji-picker-element in the member's language. The picker and its data load on the first
// open (emoji-picker.ts) and stay in the page, hidden, so later opens are instant. A pick
// calls `onPick` and leaves the panel open for the next one; Escape (focus back on the
// button), a press outside or focus moving elsewhere closes it. Focus stays in the panel
// while picking, so the composer should insert at the caret position it saved on blur.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { DEFAULT_LOCALE, isLocale } from '../../contract/locale-codes'
import { createPicker, pickerLanguage, type Picker } from './emoji-picker'
import './emoji.css'

/** Space between the button and the panel, in px. */
const GAP = 8

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
  const [picker, setPicker] = useState<Picker | null>(null)
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle')
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const slotRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  // Disabling closes the panel for good (no reopening, with a focus jump, when re-enabled).
  if (disabled && open) setOpen(false)
  const shown = open && !disabled

  const load = async () => {
    setLoading('loading')
    try {
      const element = await createPicker(locale)
      // Klik has no dark theme: the picker must not turn dark with the system setting.
      element.classList.add('light')
      setPicker(element)
      setLoading('idle')
    } catch (error) {
      console.error('The emoji picker could not be loaded', error)
      setLoading('failed')
    }
  }

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

  const pick = useEffectEvent((unicode: string) => onPick(unicode))

  // Put the picker in its slot once loaded, and pass its picks on.
  useEffect(() => {
    const slot = slotRef.current
    if (!picker || !slot) return
    const onEmojiClick = (event: { detail: { unicode?: string } }) => {
      if (event.detail.unicode) pick(event.detail.unicode)
    }
    picker.addEventListener('emoji-click', onEmojiClick)
    slot.append(picker)
    return () => {
      picker.removeEventListener('emoji-click', onEmojiClick)
      picker.remove()
    }
  }, [picker])

  // The member changed language: the picker follows (its data and its labels).
  useEffect(() => {
    if (!picker || picker.locale === locale) return
    let current = true
    pickerLanguage(locale)
      .then((language) => {
        if (current) Object.assign(picker, language)
      })
      .catch((error: unknown) => console.error('The emoji picker could not change language', error))
    return () => {
      current = false
    }
  }, [picker, locale])

  // Focus goes into the panel (not its search field, which would raise a phone's keyboard
  // over the emoji); the next Tab reaches the picker.
  useEffect(() => {
    if (shown) panelRef.current?.focus()
  }, [shown])

  // A press anywhere outside closes the panel without taking focus from where it lands.
  useEffect(() => {
    if (!shown) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [shown])

  // Phones: the panel spans the screen (emoji.css), its bottom edge just above the button,
  // measured again when the viewport changes (the keyboard closing, a rotation).
  useLayoutEffect(() => {
    const panel = panelRef.current
    const button = buttonRef.current
    if (!shown || !panel || !button) return
    const place = () => {
      const bottom = window.innerHeight - button.getBoundingClientRect().top + GAP
      panel.style.setProperty('--emoji-panel-bottom', `${Math.max(bottom, GAP)}px`)
    }
    place()
    window.addEventListener('resize', place)
    window.visualViewport?.addEventListener('resize', place)
    return () => {
      window.removeEventListener('resize', place)
      window.visualViewport?.removeEventListener('resize', place)
    }
  }, [shown])

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
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0" />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.6" />
    </svg>
  )
}
