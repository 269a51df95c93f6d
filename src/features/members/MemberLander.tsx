// The focused member landers /members/{id}/landing2/{slug} and /landing3/{slug} (empty layout,
// public): the member's photo and name beside the signup form. Two looks: 'split' (photo
// beside the form) and 'hero' (a large photo above it). A fictional member is disclosed above
// the form and never offered as someone to meet.
import { Trans } from '@lingui/react/macro'
import { SignupPage } from '../signup'
import { Avatar } from './Avatar'
import { FictionalDisclosure } from './FictionalNote'
import { parseMemberId } from './member-id'
import { useMember } from './use-member'
import './members.css'

interface MemberLanderProps {
  memberId: string
  variant: 'split' | 'hero'
}

export function MemberLander({ memberId, variant }: MemberLanderProps) {
  const id = parseMemberId(memberId)
  // A broken link still gets the signup form.
  if (id === null) return <SignupPage />
  return <Lander id={id} variant={variant} />
}

function Lander({ id, variant }: { id: number; variant: MemberLanderProps['variant'] }) {
  const { detail, state } = useMember(id)
  const profile = detail?.profile
  const name = profile?.name
  return (
    <div className={`member-lander member-lander-${variant}`}>
      {state !== 'not_found' && (
        <div className="member-lander-member" aria-busy={!profile}>
          <Avatar image={profile?.main_image ?? null} size="full" className="member-lander-photo" />
          {name !== undefined && (
            <p className="member-lander-name">
              {profile?.fictional ? name : <Trans>Meet {name}</Trans>}
              {typeof profile?.age === 'number' && <span>, {profile.age}</span>}
            </p>
          )}
        </div>
      )}
      <div className="member-lander-form">
        {profile?.fictional && <FictionalDisclosure name={profile.name} />}
        <SignupPage memberId={String(id)} />
      </div>
    </div>
  )
}
