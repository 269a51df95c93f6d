import type { ReactNode } from 'react'

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <div className="alert alert-danger form-error" role="alert">
      {children}
    </div>
  )
}
