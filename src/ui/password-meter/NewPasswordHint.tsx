// The hint under a new-password field (signup, password change, reset): the strength meter,
// loaded lazily (PasswordMeter). Its room is kept from the first character typed, before the
// meter's module and zxcvbn's word lists have loaded: the meter appearing half a second
// later pushed the form's button down under a finger already on its way to it, and the tap
// landed beside it. The room's rule is in ui/styles.css, loaded with the app, for the same
// reason.
import { lazy, Suspense, type ReactNode } from 'react'
import type { PasswordOwner } from './use-password-judgement'

const PasswordMeter = lazy(() => import('./PasswordMeter'))

/** The Field hint for a new `password`: nothing while it is empty. */
export function newPasswordHint(password: string, owner: PasswordOwner): ReactNode {
  if (password === '') return null
  return (
    <span className="password-meter-room" data-testid="password-meter-room">
      <Suspense fallback={null}>
        <PasswordMeter password={password} owner={owner} />
      </Suspense>
    </span>
  )
}
