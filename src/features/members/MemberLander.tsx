// The focused member landers /members/{id}/landing2/{slug} and /landing3/{slug} (empty layout,
// public): the member's photo and name beside the signup form. Two looks: 'split' (photo
// beside the form) and 'hero' (a large photo above it). A fictional member is disclosed above
// the form and never offered as someone to meet. The form is the signup feature's: the route
// passes it in (`signup`), given the member id when the link holds one.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Avatar } from '../../ui/member'
import { FictionalDisclosure } from './FictionalNote'
import { parseMemberId } from '../../lib/member-id'
import { useMember } from './use-member'
import './members.css'

interface MemberLanderProps {
  memberId: string
  variant: 'split' | 'hero'
  /** The signup form, for this member (or none when the link is broken). */
  signup: (memberId?: string) => ReactNode
}

export function MemberLander({ memberId, variant, signup }: MemberLanderProps) {
  const id = parseMemberId(memberId)
  // A broken link still gets the signup form.
  if (id === null) return signup()
  return <Lander id={id} variant={variant} signup={signup} />
}

function Lander({ id, variant, signup }: Omit<MemberLanderProps, 'memberId'> & { id: number }) {
  const { detail, state } = useMember(id)
  const profile = detail?.profile
  const name = profile?.name
  return (
    <div className={`member-lander member-lander-${variant}`}>
      {state !== 'not_found' && (
        <div className="member-lander-member" aria-busy={!profile}>
          <Avatar
            image={profile?.main_image ?? null}
            name={name}
            size="full"
            className="member-lander-photo"
          />
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
        {signup(String(id))}
      </div>
    </div>
  )
}
