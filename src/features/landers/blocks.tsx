// The blocks most lander layouts repeat, built of parts.tsx: the head with the visitor's place
// over the title, a list of members (stand-ins while they load), the grid and the strip of
// member tiles, and the closing call to sign up above the form.
import type { HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react'
import type { MemberCard } from '../../contract/members'
import {
  Kicker,
  LoadingMembers,
  MemberName,
  MemberPhoto,
  MemberPlace,
  SignupButton,
  SignupSection,
} from './parts'

/** The page's head; with a place (even '') the title stands under the Kicker. */
export function LanderHead({
  place,
  title,
  children,
}: {
  place?: string
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="lander-head">
      {place === undefined ? (
        <h1>{title}</h1>
      ) : (
        <div>
          <Kicker place={place} />
          <h1>{title}</h1>
        </div>
      )}
      {children}
    </header>
  )
}

interface MemberListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  members: readonly MemberCard[] | undefined
  className: string
  /** How many stand-ins hold the list's place while the members load. */
  loading: number
  /** The item's attributes beyond its key and data-member-id; className "lander-member". */
  item?: (member: MemberCard, index: number) => LiHTMLAttributes<HTMLLIElement>
  children: (member: MemberCard, index: number) => ReactNode
}

/** One item a member, each marked with data-member-id (what the page's tests find). */
export function MemberList({
  members,
  className,
  loading,
  item,
  children,
  ...list
}: MemberListProps) {
  if (members === undefined) return <LoadingMembers count={loading} className={className} />
  return (
    <ul className={className} {...list}>
      {members.map((member, index) => (
        <li
          key={member.id}
          className="lander-member"
          {...item?.(member, index)}
          data-member-id={member.id}
        >
          {children(member, index)}
        </li>
      ))}
    </ul>
  )
}

/** Photo, name and place of each member, two columns on a phone and more as it widens. */
export function MemberGrid({
  members,
  loading,
  label,
}: {
  members: readonly MemberCard[] | undefined
  loading: number
  label?: string
}) {
  return (
    <MemberList members={members} className="lander-grid" loading={loading} aria-label={label}>
      {(member, index) => (
        <>
          <MemberPhoto member={member} box={200} priority={index < 2} />
          <MemberName member={member} />
          <MemberPlace member={member} />
        </>
      )}
    </MemberList>
  )
}

/** A row of small photos with names. */
export function MemberStrip({
  members,
  loading = 3,
}: {
  members: readonly MemberCard[] | undefined
  loading?: number
}) {
  return (
    <MemberList members={members} className="lander-strip" loading={loading}>
      {(member) => (
        <>
          <MemberPhoto member={member} box={120} />
          <MemberName member={member} />
        </>
      )}
    </MemberList>
  )
}

/** The page's close: a centred call to sign up, then the form it leads to. */
export function SignupClose({
  members,
  signup,
}: {
  members: readonly MemberCard[] | undefined
  signup: ReactNode
}) {
  return (
    <>
      <p className="lander-center">
        <SignupButton />
      </p>
      <SignupSection members={members}>{signup}</SignupSection>
    </>
  )
}
