// A section of /profile that saves on its own: a card with a heading, its fields, the save
// button and its state (saved, or the error of the failed save).
import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { FormError } from '../../../ui/FormError'

/** Where the section's save stands (use-profile-save.ts gives it). */
export interface SaveStatus {
  busy: boolean
  saved: boolean
  error: string | null
}

interface ProfileSectionProps {
  id: string
  title: ReactNode
  status: SaveStatus
  canSave?: boolean
  onSave: () => void
  /** The button's label when it is not "Save". */
  saveLabel?: ReactNode
  /** What the status line says after a save when it is not "Saved". */
  savedText?: ReactNode
  children: ReactNode
}

export function ProfileSection({
  id,
  title,
  status: { busy, saved, error },
  canSave = true,
  onSave,
  saveLabel = <Trans>Save</Trans>,
  savedText = <Trans>Saved</Trans>,
  children,
}: ProfileSectionProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <section className="card profile-section" id={id} data-testid={`profile-${id}`}>
      <h2>{title}</h2>
      <form onSubmit={submit} noValidate>
        {children}
        <FormError>{error}</FormError>
        <div className="profile-section-actions">
          <button type="submit" className="button button-primary" disabled={busy || !canSave}>
            {saveLabel}
          </button>
          <span className="profile-saved" role="status">
            {saved && !busy ? savedText : null}
          </span>
        </div>
      </form>
    </section>
  )
}
