// The pieces every lander kind is built of: a member's photo with its fictional disclosure
// in words (on the photo, whatever the site's fictional_icon switch: a visitor has seen no
// other disclosure), the name and place line, the call that takes the visitor to the signup
// form, and the signup section itself with the note on what "Fictional profile" means.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MemberCard } from '../../contract/members'
import { Avatar, useMemberPlace } from '../../ui/member'

export const SIGNUP_ID = 'lander-signup'

/** The visitor's place above a heading: a label, so no sentence needs a preposition for it. */
export function Kicker({ place }: { place: string }) {
  return place ? <p className="lander-kicker">{place}</p> : null
}

export function FictionalTag() {
  return (
    <span className="lander-fictional">
      <Trans>Fictional profile</Trans>
    </span>
  )
}

interface PhotoProps {
  member: MemberCard
  /** The drawn width in CSS pixels (the box is reserved before the photo loads). */
  box: number
  size?: 'thumb' | 'full'
  priority?: boolean
  /**
   * Its place in a reel (the video and slideshow landers, whose photos are all stacked on the
   * first screen): the first frame's photo loads at once, the others' after the page's other
   * images (Avatar's `later`).
   */
  frame?: number
  className?: string
}

/** The photo in a box that holds the fictional disclosure. */
export function MemberPhoto({
  member,
  box,
  size = 'thumb',
  priority,
  frame,
  className = '',
}: PhotoProps) {
  return (
    <span className={`lander-photo ${className}`}>
      <Avatar
        image={member.main_image}
        name={member.name}
        size={size}
        box={box}
        priority={priority ?? frame === 0}
        later={frame !== undefined && frame > 0}
      />
      {member.fictional && <FictionalTag />}
    </span>
  )
}

export function MemberName({ member }: { member: MemberCard }) {
  return (
    <span className="lander-name">
      {member.name}
      {member.age !== null && `, ${member.age}`}
    </span>
  )
}

export function MemberPlace({ member }: { member: MemberCard }) {
  const place = useMemberPlace(member, false)
  return place ? <span className="lander-place">{place}</span> : null
}

/** Brings the signup form into view and puts the cursor in its first field. */
export function goToSignup(): void {
  const section = document.getElementById(SIGNUP_ID)
  if (!section) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
}

export function SignupButton({ className = '' }: { className?: string }) {
  return (
    <button type="button" className={`button button-primary ${className}`} onClick={goToSignup}>
      <Trans>Sign up for free</Trans>
    </button>
  )
}

/** The signup form (the route passes the signup feature's), with the fictional note. */
export function SignupSection({
  members,
  children,
  className = '',
}: {
  members: readonly MemberCard[] | undefined
  children: ReactNode
  className?: string
}) {
  const anyFictional = members?.some((member) => member.fictional) ?? false
  return (
    <section id={SIGNUP_ID} className={`lander-signup ${className}`}>
      {anyFictional && (
        <p className="card notice lander-fictional-note" role="note">
          <Trans>
            Profiles marked “Fictional profile” do not belong to real people: you cannot meet them.
          </Trans>
        </p>
      )}
      {children}
    </section>
  )
}

/** Stand-ins of the members' boxes while they load, so nothing below moves. */
export function LoadingMembers({ count, className }: { count: number; className: string }) {
  const { t } = useLingui()
  return (
    <>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="lander-slot" />
        ))}
      </ul>
      <p className="visually-hidden" role="status">{t`Loading members…`}</p>
    </>
  )
}
