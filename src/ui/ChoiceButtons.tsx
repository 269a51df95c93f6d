// Two buttons side by side: the suggested action and the way past it (skip, decline, go on
// without). While the action runs both are off, so the member cannot take both.
import type { ReactNode } from 'react'

interface Choice {
  label: ReactNode
  onClick: () => void
  /** Off for a reason of its own, besides `busy`. */
  disabled?: boolean
}

export function ChoiceButtons({
  className,
  busy,
  primary,
  secondary,
}: {
  className: string
  busy: boolean
  primary: Choice
  secondary: Choice
}) {
  return (
    <div className={className}>
      <button
        type="button"
        className="button button-primary"
        disabled={busy || primary.disabled}
        onClick={primary.onClick}
      >
        {primary.label}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy || secondary.disabled}
        onClick={secondary.onClick}
      >
        {secondary.label}
      </button>
    </div>
  )
}
