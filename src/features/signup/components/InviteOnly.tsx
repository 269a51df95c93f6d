// Shown instead of the form when signups are closed, or open only to visitors who came
// through a traffic-source link and this one did not (spec §2, §6).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function InviteOnly() {
  return (
    <section className="signup-invite-only" data-testid="signup-invite-only">
      <h1>
        <Trans>Signing up is by invitation only</Trans>
      </h1>
      <p>
        <Trans>New accounts can only be created through an invitation at the moment.</Trans>
      </p>
      <p>
        <Trans>
          Already a member? <Link to="/login">Log in</Link>
        </Trans>
      </p>
    </section>
  )
}
