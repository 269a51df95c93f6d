// collagelanding (empty layout): the members' photos as a collage — tiles of different sizes
// in a dense grid, slightly turned like prints on a table — with the site's name over it.
import { Trans } from '@lingui/react/macro'
import { LoadingMembers, MemberName, MemberPhoto, SignupButton, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

export function CollageLander({ members, signup, siteName }: KindProps) {
  return (
    <div className="lander lander-collage">
      <header className="lander-head">
        <h1>
          <Trans>The faces of {siteName}</Trans>
        </h1>
      </header>
      {members === undefined ? (
        <LoadingMembers count={6} className="lander-collage-grid" />
      ) : (
        <ul className="lander-collage-grid">
          {members.map((member, index) => (
            <li
              key={member.id}
              className={`lander-collage-tile lander-collage-tile-${index % 5}`}
              data-member-id={member.id}
            >
              <MemberPhoto member={member} box={index % 5 === 0 ? 360 : 180} priority={index < 2} />
              <MemberName member={member} />
            </li>
          ))}
        </ul>
      )}
      <p className="lander-center">
        <SignupButton />
      </p>
      <SignupSection members={members}>{signup}</SignupSection>
    </div>
  )
}
