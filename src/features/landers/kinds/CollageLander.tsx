// collagelanding (empty layout): the members' photos as a collage — tiles of different sizes
// in a dense grid, slightly turned like prints on a table — with the site's name over it.
import { Trans } from '@lingui/react/macro'
import { LanderHead, MemberList, SignupClose } from '../blocks'
import { MemberName, MemberPhoto } from '../parts'
import type { KindProps } from './kind-props'

export function CollageLander({ members, signup, siteName }: KindProps) {
  return (
    <div className="lander lander-collage">
      <LanderHead title={<Trans>The faces of {siteName}</Trans>} />
      <MemberList
        members={members}
        className="lander-collage-grid"
        loading={6}
        item={(_, index) => ({ className: `lander-collage-tile lander-collage-tile-${index % 5}` })}
      >
        {(member, index) => (
          <>
            <MemberPhoto member={member} box={index % 5 === 0 ? 360 : 180} priority={index < 2} />
            <MemberName member={member} />
          </>
        )}
      </MemberList>
      <SignupClose members={members} signup={signup} />
    </div>
  )
}
