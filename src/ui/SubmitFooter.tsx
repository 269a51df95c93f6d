// The end of a small form: its error (one not tied to a field), then the submit button. The
// login, password and mail-change forms all end this way.
import type { ReactNode } from 'react'
import { FormError } from './FormError'

export function SubmitFooter({
  error,
  disabled,
  primary = true,
  children,
}: {
  /** What went wrong with the last submit; nothing shows while it is empty. */
  error: ReactNode
  disabled: boolean
  /** The page's main action (the default) or a plain button beside other content. */
  primary?: boolean
  /** The button's label. */
  children: ReactNode
}) {
  return (
    <>
      <FormError>{error}</FormError>
      <button
        type="submit"
        className={primary ? 'button button-primary' : 'button'}
        disabled={disabled}
      >
        {children}
      </button>
    </>
  )
}
