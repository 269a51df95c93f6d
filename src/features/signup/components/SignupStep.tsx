// The frame of a signup wizard step: the section the tests and the progress find by its step
// number, the heading, the step's short introduction, then its content, the error of its last
// save and its buttons.
import type { ReactNode } from 'react'
import { FormError } from '../../../ui/FormError'

export function SignupStep({
  step,
  title,
  intro,
  className = 'signup-step',
  error,
  actions,
  children,
}: {
  step: number
  title: ReactNode
  intro?: ReactNode
  className?: string
  error?: string | null
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className={className} data-testid={`signup-step-${step}`}>
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
      <FormError>{error}</FormError>
      {actions}
    </section>
  )
}
