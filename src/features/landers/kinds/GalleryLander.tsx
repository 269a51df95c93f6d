// gallery (empty layout): a grid of members, two columns on a phone and more as the screen
// widens, then the signup form.
import { Trans } from '@lingui/react/macro'
import { LanderHead, MemberGrid } from '../blocks'
import { SignupButton, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

export function GalleryLander({ members, signup, place }: KindProps) {
  return (
    <div className="lander lander-gallery">
      <LanderHead place={place} title={<Trans>Members you might like</Trans>}>
        <SignupButton />
      </LanderHead>
      <MemberGrid members={members} loading={6} />
      <SignupSection members={members}>{signup}</SignupSection>
    </div>
  )
}
