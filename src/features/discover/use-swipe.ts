// Swiping the card (pointer events: a finger, a pen or a mouse): the card follows the pointer
// sideways; let go past SWIPE_PX, or flicked, it decides (right: like, left: pass), else it
// springs back. Vertical moves stay the page's scroll (the card's `touch-action: pan-y`: the
// browser then cancels the drag, and the card springs back). A press that never moved is a
// click, left to the links inside.
import { useRef, useState, type PointerEvent } from 'react'
import type { Decision } from './use-deck'

/** How far the card must travel to decide. */
export const SWIPE_PX = 96
/** Or how fast, in px/ms, over at least FLICK_PX. */
const FLICK_SPEED = 0.6
const FLICK_PX = 32

/** Which decision a drag of `dx` px in `ms` makes when let go, or null (it springs back). */
export function swipeDecision(dx: number, ms: number): Decision | null {
  const far = Math.abs(dx) >= SWIPE_PX
  const flicked = Math.abs(dx) >= FLICK_PX && Math.abs(dx) / Math.max(ms, 1) >= FLICK_SPEED
  if (!far && !flicked) return null
  return dx > 0 ? 'like' : 'pass'
}

interface Drag {
  pointer: number
  startX: number
  startAt: number
}

export interface Swipe {
  /** How far the card is dragged now (0 at rest). */
  dx: number
  dragging: boolean
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void
    onPointerMove: (event: PointerEvent<HTMLElement>) => void
    onPointerUp: (event: PointerEvent<HTMLElement>) => void
    onPointerCancel: () => void
  }
}

/** `onSwipe(decision, dx)` when a drag decides; nothing while `enabled` is false. */
export function useSwipe(
  onSwipe: (decision: Decision, dx: number) => void,
  enabled: boolean,
): Swipe {
  const drag = useRef<Drag | null>(null)
  const [dx, setDx] = useState(0)
  const [dragging, setDragging] = useState(false)

  const stop = () => {
    drag.current = null
    setDragging(false)
    setDx(0)
  }

  return {
    dx,
    dragging,
    handlers: {
      onPointerDown: (event) => {
        // The main button only; a second finger does not start another drag; a link is a link.
        if (!enabled || event.button !== 0 || drag.current !== null) return
        if (event.target instanceof Element && event.target.closest('a')) return
        drag.current = { pointer: event.pointerId, startX: event.clientX, startAt: event.timeStamp }
      },
      onPointerMove: (event) => {
        const current = drag.current
        if (current?.pointer !== event.pointerId) return
        const moved = event.clientX - current.startX
        if (!dragging && Math.abs(moved) > 4) {
          // From here the card holds the pointer, even when it leaves the card.
          event.currentTarget.setPointerCapture(event.pointerId)
          setDragging(true)
        }
        setDx(moved)
      },
      onPointerUp: (event) => {
        const current = drag.current
        if (current?.pointer !== event.pointerId) return
        const moved = event.clientX - current.startX
        const decision = swipeDecision(moved, event.timeStamp - current.startAt)
        stop()
        if (decision !== null) onSwipe(decision, moved)
      },
      onPointerCancel: stop,
    },
  }
}
