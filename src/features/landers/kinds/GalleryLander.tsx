// gallery (empty layout): a grid of members, two columns on a phone and more as the screen
// widens, then the signup form.
import { Trans } from '@lingui/react/macro'
import {
  Kicker,
  LoadingMembers,
  MemberName,
  MemberPhoto,
  MemberPlace,
  SignupButton,
  SignupSection,
} from '../parts'
import type { KindProps } from './kind-props'

export function GalleryLander({ members, signup, place }: KindProps) {
  return (
    <div className="lander lander-gallery">
      <header className="lander-head">
        <div>
          <Kicker place={place} />
          <h1>
            <Trans>Members you might like</Trans>
          </h1>
        </div>
        <SignupButton />
      </header>
      {members === undefined ? (
        <LoadingMembers count={6} className="lander-grid" />
      ) : (
        <ul className="lander-grid">
          {members.map((member, index) => (
            <li key={member.id} className="lander-member" data-member-id={member.id}>
              <MemberPhoto member={member} box={200} priority={index < 2} />
              <MemberName member={member} />
              <MemberPlace member={member} />
            </li>
          ))}
        </ul>
      )}
      <SignupSection members={members}>{signup}</SignupSection>
    </div>
  )
}
