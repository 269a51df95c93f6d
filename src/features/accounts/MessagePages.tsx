// Short landing pages after a mailed link or a deletion.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function AccountDeletedPage() {
  return (
    <section className="card narrow">
      <h1>
        <Trans>Your account has been deleted</Trans>
      </h1>
      <p>
        <Trans>
          Your profile, photos and personal data are gone. We are sorry to see you go — you are
          always welcome back.
        </Trans>
      </p>
      <Link to="/signup" className="button">
        <Trans>Sign up again</Trans>
      </Link>
    </section>
  )
}

export function ActivateDonePage() {
  return (
    <section className="card narrow">
      <h1>
        <Trans>Your account is activated</Trans>
      </h1>
      <p>
        <Trans>Thank you for confirming your email address. Have fun meeting people!</Trans>
      </p>
      <Link to="/members" className="button button-primary">
        <Trans>Search members</Trans>
      </Link>
    </section>
  )
}

export function ActivateErrorPage() {
  return (
    <section className="card narrow">
      <h1>
        <Trans>Activation failed</Trans>
      </h1>
      <p>
        <Trans>
          This activation link is invalid or has already been used. Log in to see whether your
          account is active.
        </Trans>
      </p>
      <Link to="/login" className="button button-primary">
        <Trans>Log in</Trans>
      </Link>
    </section>
  )
}

/** Shown on /notifications#email-change-incorrect after a member undid a mail change. */
export function EmailChangeIncorrectNotice() {
  return (
    <section className="card notice" id="email-change-incorrect" role="status">
      <h2>
        <Trans>We restored your email address</Trans>
      </h2>
      <p>
        <Trans>
          You told us you did not ask to change your email address, so we put the old one back and
          logged out every device. To be safe, choose a new password.
        </Trans>{' '}
        <Link to="/reset-password">
          <Trans>Reset your password</Trans>
        </Link>
      </p>
    </section>
  )
}
