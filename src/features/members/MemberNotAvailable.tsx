// A member who is gone (deleted, blocking the viewer, never existed): said plainly, with the
// way back to the member list.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function MemberNotAvailable() {
  return (
    <section className="member-page member-not-available">
      <h1>
        <Trans>This member is not available</Trans>
      </h1>
      <p>
        <Trans>The profile may have been removed, or the link is no longer valid.</Trans>
      </p>
      <p>
        <Link to="/members" className="button button-primary">
          <Trans>Find other members</Trans>
        </Link>
      </p>
    </section>
  )
}
