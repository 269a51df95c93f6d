// A visitor's two ways in, side by side: sign up (free) or log in. The home page greets with
// them and the shop pages offer them where a member would buy.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function JoinButtons({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to="/signup" className="button button-primary">
        <Trans>Sign up for free</Trans>
      </Link>
      <Link to="/login" className="button">
        <Trans>Log in</Trans>
      </Link>
    </div>
  )
}
