// Short landing pages after a mailed link or a deletion.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { MessageCard } from '../../ui/MessageCard'

export function AccountDeletedPage() {
  return (
    <MessageCard
      title={<Trans>Your account has been deleted</Trans>}
      action={
        <Link to="/signup" className="button">
          <Trans>Sign up again</Trans>
        </Link>
      }
    >
      <Trans>
        Your profile, photos and personal data are gone. We are sorry to see you go — you are always
        welcome back.
      </Trans>
    </MessageCard>
  )
}

export function ActivateDonePage() {
  return (
    <MessageCard
      title={<Trans>Your account is activated</Trans>}
      action={
        <Link to="/members" className="button button-primary">
          <Trans>Search members</Trans>
        </Link>
      }
    >
      <Trans>Thank you for confirming your email address. Have fun meeting people!</Trans>
    </MessageCard>
  )
}

export function ActivateErrorPage() {
  return (
    <MessageCard
      title={<Trans>Activation failed</Trans>}
      action={
        <Link to="/login" className="button button-primary">
          <Trans>Log in</Trans>
        </Link>
      }
    >
      <Trans>
        This activation link is invalid or has already been used. Log in to see whether your account
        is active.
      </Trans>
    </MessageCard>
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
