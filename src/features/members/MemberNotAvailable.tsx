// A member who is gone (deleted, blocking the viewer, never existed): said plainly, with the
// way back to the member list.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { MessageCard } from '../../ui/MessageCard'

export function MemberNotAvailable() {
  return (
    <MessageCard
      className="member-page member-not-available"
      title={<Trans>This member is not available</Trans>}
      action={
        <p>
          <Link to="/members" className="button button-primary">
            <Trans>Find other members</Trans>
          </Link>
        </p>
      }
    >
      <Trans>The profile may have been removed, or the link is no longer valid.</Trans>
    </MessageCard>
  )
}
