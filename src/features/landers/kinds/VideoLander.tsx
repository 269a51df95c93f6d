// video (empty layout): a full-bleed, looping motion of the members' photos — a slow
// cross-fade with a gentle zoom, drawn by CSS (no video file) — under the call to sign up.
// With prefers-reduced-motion the photos stand still, side by side.
import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { MemberList } from '../blocks'
import { Kicker, MemberName, MemberPhoto, SignupButton, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

export function VideoLander({ members, signup, place }: KindProps) {
  const frames = members ?? []
  return (
    <div className="lander lander-video">
      <section className="lander-reel" style={{ '--frames': frames.length } as CSSProperties}>
        <MemberList
          members={members}
          className="lander-reel-frames"
          loading={1}
          item={(_, index) => ({
            className: 'lander-reel-frame',
            style: { '--index': index } as CSSProperties,
          })}
        >
          {(member, index) => (
            <>
              <MemberPhoto member={member} box={430} size="full" frame={index} />
              <MemberName member={member} />
            </>
          )}
        </MemberList>
        <div className="lander-reel-call">
          <Kicker place={place} />
          <h1>
            <Trans>New people to chat with</Trans>
          </h1>
          <SignupButton />
        </div>
      </section>
      <SignupSection members={members}>{signup}</SignupSection>
    </div>
  )
}
