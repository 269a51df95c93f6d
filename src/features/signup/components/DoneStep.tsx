// Step 7 (spec §2): check your email. The address the link went to, a spam-folder hint, a
// way to change the address, the webmail link for a known provider, and the way in. An
// activated member (finishing the profile later) has no mail to wait for: their profile is
// complete.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { userAtom } from '../../../session'
import { SignupStep } from './SignupStep'

/** mailprovider 2: the provider has a webmail link (spec §3). */
const PROVIDER_WITH_LINK = 2

export function DoneStep() {
  const user = useAtomValue(userAtom)
  const email = user?.email ?? ''
  const mailbox = user?.mailprovider === PROVIDER_WITH_LINK ? user.mailprovider_link : null

  const members = (
    <Link to="/members" className="button button-primary">
      <Trans>Go to the members</Trans>
    </Link>
  )

  if (user?.activated) {
    return (
      <SignupStep
        step={7}
        className="signup-step signup-done"
        title={<Trans>Your profile is complete</Trans>}
        actions={
          <div className="signup-actions">
            <Link to="/profile" className="button">
              <Trans>Back to your profile</Trans>
            </Link>
            {members}
          </div>
        }
      />
    )
  }

  return (
    <SignupStep
      step={7}
      className="signup-step signup-done"
      title={<Trans>Check your email</Trans>}
      intro={
        <Trans>
          We sent an activation link to <strong data-testid="signup-email">{email}</strong>. Click
          the link in that email to activate your account.
        </Trans>
      }
      actions={
        <div className="signup-actions">
          {mailbox && (
            <a className="button" href={mailbox} target="_blank" rel="noopener noreferrer">
              <Trans>Open your mailbox</Trans>
            </a>
          )}
          {members}
        </div>
      }
    >
      <p className="signup-spam-hint">
        <Trans>Can't find the email? Have a look in your spam or junk folder.</Trans>
      </p>
      <p>
        <Trans>
          Wrong address?{' '}
          <Link to="/profile" hash="email">
            Change your email address
          </Link>
        </Trans>
      </p>
    </SignupStep>
  )
}
