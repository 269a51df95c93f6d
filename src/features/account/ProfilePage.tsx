// /profile: the member's own profile at a glance, the way to finish it, the login address
// and account deletion.
import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { mediaUrl } from '../../lib/media'
import { forgetMember, settingsAtom, userAtom } from '../../session'
import { DeleteAccount } from './DeleteAccount'
import { MailChangeForm } from './MailChangeForm'

export function ProfilePage() {
  const user = useAtomValue(userAtom)
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const navigate = useNavigate()
  if (!user) return null
  const { profile } = user
  const place = [profile.city, profile.country].filter(Boolean).join(', ')

  return (
    <div className="profile-page">
      <section className="card profile-summary">
        {profile.main_image ? (
          <img
            className="avatar"
            src={mediaUrl(cdnPrefix, profile.main_image.thumb_filename)}
            alt=""
            width="96"
            height="96"
          />
        ) : (
          <div className="avatar avatar-empty" aria-hidden="true" />
        )}
        <div>
          <h1>{profile.name}</h1>
          <p>
            {profile.age !== null && <Trans>{profile.age} years</Trans>} {place}
          </p>
          <Link to="/complete-signup" className="button button-small">
            <Trans>Complete your profile</Trans>
          </Link>
        </div>
      </section>
      <MailChangeForm currentEmail={user.email} />
      <DeleteAccount
        onDeleted={async () => {
          await forgetMember()
          await navigate({ to: '/account-deleted' })
        }}
      />
    </div>
  )
}
