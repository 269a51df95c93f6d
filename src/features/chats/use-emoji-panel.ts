// The open emoji panel's behaviour around it: focus moves into the panel, a press outside
// closes it, and on phones its bottom edge sits just above the button, measured again when
// the viewport changes (the keyboard closing, a rotation).
import { useEffect, useLayoutEffect, type RefObject } from 'react'

/** Space between the button and the panel, in px. */
const GAP = 8

export function useEmojiPanel({
  shown,
  setOpen,
  rootRef,
  panelRef,
  buttonRef,
}: {
  shown: boolean
  /** The state setter: stable, so the outside-press listener is added once per opening. */
  setOpen: (open: boolean) => void
  rootRef: RefObject<HTMLDivElement | null>
  panelRef: RefObject<HTMLDivElement | null>
  buttonRef: RefObject<HTMLButtonElement | null>
}) {
  // Focus goes into the panel (not its search field, which would raise a phone's keyboard
  // over the emoji); the next Tab reaches the picker.
  useEffect(() => {
    if (shown) panelRef.current?.focus()
  }, [shown, panelRef])

  // A press anywhere outside closes the panel without taking focus from where it lands.
  useEffect(() => {
    if (!shown) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [shown, rootRef, setOpen])

  // Phones: the panel spans the screen (emoji.css), its bottom edge just above the button.
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
  }, [shown, panelRef, buttonRef])
}
