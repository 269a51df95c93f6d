// /profile: the member's own profile, edited here section by section (each saves on its own):
// photos, verification (a selfie that shows the photos are theirs), browsing incognito (premium:
// no visits recorded, issue 32 §2), where they live, personal details, about me, interests
// (where the template shows them), language, the account (email, password), the member's data
// (a ZIP export) and deletion. "Complete your profile" shows only
// while a part the signup wizard asks for is still empty, and leads to that step.
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { missingProfileParts } from '../../contract/profile-progress'
import { mediaUrl } from '../../contract/media-url'
import { featuresAtom, forgetMember, settingsAtom, userAtom } from '../../session'
import { DeleteAccount } from './DeleteAccount'
import { MailChangeForm } from './MailChangeForm'
import { PremiumUntil } from '../../ui/PremiumUntil'
import { DataExportSection } from './profile/DataExportSection'
import { IncognitoSection } from './profile/IncognitoSection'
import { ReadReceiptsSection } from './profile/ReadReceiptsSection'
import { ChatPhotosSection } from './profile/ChatPhotosSection'
import { InterestsSection } from './profile/InterestsSection'
import { LanguageSection } from './profile/LanguageSection'
import { LocationSection } from './profile/LocationSection'
import { NotesSection } from './profile/NotesSection'
import { PasswordSection } from './profile/PasswordSection'
import { PersonalSection } from './profile/PersonalSection'
import { PhotosSection } from './profile/PhotosSection'
import { VerificationSection } from './profile/VerificationSection'

/** Below the fold, with its styles and the member photo's: out of the page's own chunk. */
const BlockedSection = lazy(() => import('./profile/BlockedSection'))

export function ProfilePage() {
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)
  const features = useAtomValue(featuresAtom)
  const navigate = useNavigate()
  if (!user) return null
  const { profile } = user
  const cdnPrefix = settings?.cdn_prefix ?? ''
  const notesVisible = settings?.visible_profile_notes ?? true
  const incomplete = missingProfileParts(profile, { notesVisible }).length > 0
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
            {profile.age !== null && <Trans>{profile.age} years</Trans>}
            {profile.age !== null && place && ' · '}
            {place}
          </p>
          <PremiumUntil until={user.premium_until} className="profile-premium" />
          {incomplete && (
            <Link to="/complete-signup" className="button button-small">
              <Trans>Complete your profile</Trans>
            </Link>
          )}
        </div>
      </section>
      <PhotosSection profile={profile} />
      <VerificationSection profile={profile} />
      <IncognitoSection />
      <ReadReceiptsSection />
      <ChatPhotosSection />
      <LocationSection profile={profile} />
      <PersonalSection profile={profile} />
      {notesVisible && <NotesSection personal={profile.personal} />}
      {features?.myProfile.showInterests && <InterestsSection chosen={profile.interests} />}
      <LanguageSection language={profile.language} />
      <MailChangeForm currentEmail={user.email} />
      <PasswordSection />
      <Suspense fallback={null}>
        <BlockedSection />
      </Suspense>
      <DataExportSection />
      <DeleteAccount
        onDeleted={async () => {
          await forgetMember()
          await navigate({ to: '/account-deleted' })
        }}
      />
    </div>
  )
}
