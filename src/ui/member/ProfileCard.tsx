// A member card (spec §2 "Search results"): photo linking to the member page, name, age, place
// (the city, else the region, and the country: place.ts), language badge, verified and fictional labels, online dot; the actions the app puts in the
// CardActions slot (like/unlike, start conversation), then view profile (not on the likes
// page).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MemberCard } from '../../contract/members'
import { Avatar } from './Avatar'
import { FictionalLabel } from './FictionalLabel'
import { LanguageBadge } from './LanguageBadge'
import { CardActions } from './card-actions'
import { useMemberPlace } from './use-member-place'
import { VerifiedLabel } from './VerifiedLabel'

export interface ProfileCardProps {
  profile: MemberCard
  variant?: 'search' | 'likes'
  /** New to the member: a received like, or a visit, they have not seen yet. */
  likeNew?: boolean
  /** The member and this one like each other (issue 28 §6: "You click"). */
  match?: boolean
  /** One of the first cards on the screen: its photo loads at once (see Avatar). */
  priority?: boolean
  /** A line under the name that the list adds (the visitors': when they visited). */
  note?: ReactNode
}

export function ProfileCard({
  profile,
  variant = 'search',
  likeNew = false,
  match = false,
  priority = false,
  note,
}: ProfileCardProps) {
  const { t } = useLingui()
  const memberId = String(profile.id)
  const place = useMemberPlace(profile)
  return (
    <article className={`profile-card profile-card-${variant}`} data-member-id={profile.id}>
      <Link
        to="/members/$memberId"
        params={{ memberId }}
        className="profile-card-photo"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Avatar image={profile.main_image} name={profile.name} priority={priority} />
        {profile.online && <span className="online-dot" />}
      </Link>
      <div className="profile-card-body">
        {/* h2: cards sit right under the page's h1 (axe heading order). */}
        <h2 className="profile-card-name">
          {/* One run of text, so the flex gap never falls before the comma: "Sanne, 32". */}
          <span>
            <Link to="/members/$memberId" params={{ memberId }}>
              {profile.name}
            </Link>
            {profile.age !== null && <span className="profile-card-age">, {profile.age}</span>}
          </span>
          {likeNew && (
            <span className="new-marker">
              <Trans>New</Trans>
            </span>
          )}
        </h2>
        {note && <p className="profile-card-note">{note}</p>}
        {match && (
          <p className="match-marker">
            <span aria-hidden="true">♥ </span>
            <Trans>You click</Trans>
          </p>
        )}
        <p className="profile-card-meta">
          {profile.online && (
            <span className="online-label">
              <span className="online-dot" aria-hidden="true" /> {t`Online`}
            </span>
          )}
          <LanguageBadge country={profile.country} language={profile.language} />
          <VerifiedLabel verified={profile.verified} />
          <FictionalLabel fictional={profile.fictional} />
          {place && <span className="profile-card-place">{place}</span>}
        </p>
      </div>
      <div className="profile-card-actions">
        <CardActions card={profile} place={variant} />
        {variant !== 'likes' && (
          <Link
            to="/members/$memberId"
            params={{ memberId }}
            className="button button-small profile-card-view"
          >
            <Trans>View profile</Trans>
          </Link>
        )}
      </div>
    </article>
  )
}
