// One card of the discover deck: the member's photo, large, then name, age, place, and the
// verified and fictional labels in words (a fictional profile says so wherever a member meets
// it: ui/member/FictionalLabel), with the way to their page. Presentational: the page moves it
// (a drag, the fling out) through its style and pointer handlers.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CSSProperties, HTMLAttributes } from 'react'
import type { MemberCard } from '../../contract/members'
import { Avatar, FictionalLabel, useMemberPlace, VerifiedLabel } from '../../ui/member'

interface DeckCardProps extends Pick<
  HTMLAttributes<HTMLElement>,
  'aria-hidden' | 'inert' | 'onAnimationEnd'
> {
  card: MemberCard
  className?: string
  style?: CSSProperties
  /** The card on screen: its photo loads first. */
  priority?: boolean
  handlers?: Partial<
    Pick<
      HTMLAttributes<HTMLElement>,
      'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
    >
  >
}

export function DeckCard({
  card,
  className = '',
  style,
  priority = false,
  handlers,
  ...rest
}: DeckCardProps) {
  const { t } = useLingui()
  const place = useMemberPlace(card)
  const memberId = String(card.id)
  const headingId = `discover-name-${card.id}`
  return (
    <article
      className={`discover-card ${className}`}
      style={style}
      data-member-id={card.id}
      aria-labelledby={headingId}
      onDragStart={(event) => event.preventDefault()}
      {...handlers}
      {...rest}
    >
      <div className="discover-photo">
        <Avatar
          image={card.main_image}
          name={card.name}
          size="full"
          priority={priority}
          later={!priority}
        />
        {card.online && (
          <span className="discover-online">
            <span className="online-dot" aria-hidden="true" /> {t`Online`}
          </span>
        )}
      </div>
      <div className="discover-info">
        <h2 id={headingId} className="discover-name">
          {/* One run of text, so no gap falls before the comma: "Sanne, 32". */}
          <span>
            {card.name}
            {card.age !== null && <span className="discover-age">, {card.age}</span>}
          </span>
        </h2>
        {place && <p className="discover-place">{place}</p>}
        {(card.verified || card.fictional) && (
          <p className="discover-labels">
            <VerifiedLabel verified={card.verified} />
            <FictionalLabel fictional={card.fictional} />
          </p>
        )}
        <Link to="/members/$memberId" params={{ memberId }} className="discover-profile-link">
          <Trans>View profile</Trans>
        </Link>
      </div>
    </article>
  )
}
