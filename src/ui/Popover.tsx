// A popover that opens on hover or focus after 100 ms and closes 300 ms after the pointer
// leaves (spec §9), and toggles on click/tap for touch screens.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export const POPOVER_SHOW_MS = 100
export const POPOVER_HIDE_MS = 300

export function Popover({
  label,
  children,
  className,
}: {
  label: ReactNode
  children: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const panelId = useId()

  const schedule = (next: boolean) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), next ? POPOVER_SHOW_MS : POPOVER_HIDE_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div
      className={`popover ${className ?? ''}`}
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className="popover-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(timer.current)
          setOpen((value) => !value)
        }}
      >
        {label}
      </button>
      <div id={panelId} className="popover-panel" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </div>
    </div>
  )
}
