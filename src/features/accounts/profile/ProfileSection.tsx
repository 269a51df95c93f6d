// A section of /profile that saves on its own: a card with a heading, its fields, the save
// button and its state (saved, or the error of the failed save).
import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { FormError } from '../../../ui/FormError'

interface ProfileSectionProps {
  id: string
  title: ReactNode
  busy: boolean
  saved: boolean
  error: string | null
  canSave?: boolean
  onSave: () => void
  children: ReactNode
}

export function ProfileSection({
  id,
  title,
  busy,
  saved,
  error,
  canSave = true,
  onSave,
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
            <Trans>Save</Trans>
          </button>
          <span className="profile-saved" role="status">
            {saved && !busy ? <Trans>Saved</Trans> : null}
          </span>
        </div>
      </form>
    </section>
  )
}
