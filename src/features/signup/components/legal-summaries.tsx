// Short summaries of the terms and the privacy policy shown in the signup modals; the full
// texts live on /pages/terms and /pages/privacy.
import { Trans } from '@lingui/react/macro'

export function TermsSummary({ siteName }: { siteName: string }) {
  return (
    <ul className="legal-summary">
      <li>
        <Trans>You must be at least 18 years old to use {siteName}.</Trans>
      </li>
      <li>
        <Trans>
          Your account is personal. Keep your password to yourself and use your own details and
          photos.
        </Trans>
      </li>
      <li>
        <Trans>
          Be respectful: no harassment, spam, advertising or explicit photos. Accounts that break
          these rules may be suspended.
        </Trans>
      </li>
      <li>
        <Trans>
          Signing up and searching are free. Sending messages costs credits, which you buy in
          advance; a premium membership can be cancelled at any time.
        </Trans>
      </li>
      <li>
        <Trans>You can delete your account at any time from your profile.</Trans>
      </li>
    </ul>
  )
}

export function PrivacySummary({ siteName }: { siteName: string }) {
  return (
    <ul className="legal-summary">
      <li>
        <Trans>
          {siteName} stores the details you give (email address, name, profile details and photos)
          to run your account and show your profile to other members.
        </Trans>
      </li>
      <li>
        <Trans>Your email address and password are never shown to other members.</Trans>
      </li>
      <li>
        <Trans>We use cookies to keep you logged in and to remember your language.</Trans>
      </li>
      <li>
        <Trans>
          We never sell your data. You can change your details at any time; deleting your account
          removes your profile and photos.
        </Trans>
      </li>
    </ul>
  )
}
