// A section of /profile that is one switch saved at once (use-saved-switch.ts): its title, the
// switch with its label and the hint that says what it does, what the section adds below it
// (incognito's way to premium), and why a save was refused.
import { useId, type ReactNode } from 'react'
import { FormError } from '../../../ui/FormError'
import type { SavedSwitch } from './use-saved-switch'

export function SwitchSection({
  id,
  testId,
  title,
  label,
  hint,
  saved,
  locked = false,
  children,
}: {
  /** The section's anchor, and the switch's test id is `${testId}-switch`. */
  id: string
  testId: string
  title: ReactNode
  label: ReactNode
  hint: ReactNode
  saved: SavedSwitch
  /** The switch may not be moved now (it still shows its value). */
  locked?: boolean
  children?: ReactNode
}) {
  const hintId = useId()
  const { on, busy, error, change } = saved
  return (
    <section className="card profile-section" id={id} data-testid={`profile-${testId}`}>
      <h2>{title}</h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy || locked}
          aria-describedby={hintId}
          data-testid={`${testId}-switch`}
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          {label}
          <span id={hintId} className="field-hint">
            {hint}
          </span>
        </span>
      </label>
      {children}
      <FormError>{error}</FormError>
    </section>
  )
}
