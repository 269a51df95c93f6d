// The deck from the keyboard: ArrowLeft passes, ArrowRight likes — while the page is open and
// nothing else wants the keys (a field being typed in, a dialog such as the match moment, a
// key held down or pressed with a modifier).
import { useEffect, useEffectEvent } from 'react'
import type { Decision } from './use-deck'

const KEYS: Readonly<Record<string, Decision>> = { ArrowLeft: 'pass', ArrowRight: 'like' }

function wantedElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat) return true
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true
  const target = event.target
  if (target instanceof HTMLElement) {
    if (target.isContentEditable || target.closest('input, textarea, select, dialog')) return true
  }
  return document.querySelector('dialog[open]') !== null
}

export function useArrowKeys(onDecision: (decision: Decision) => void, enabled: boolean): void {
  const decide = useEffectEvent(onDecision)
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      const decision = KEYS[event.key]
      if (decision === undefined || wantedElsewhere(event)) return
      event.preventDefault()
      decide(decision)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [enabled])
}
