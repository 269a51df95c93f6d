// video (empty layout): a full-bleed, looping motion of the members' photos — a slow
// cross-fade with a gentle zoom, drawn by CSS (no video file) — under the call to sign up.
// With prefers-reduced-motion the photos stand still, side by side.
import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import {
  Kicker,
  LoadingMembers,
  MemberName,
  MemberPhoto,
  SignupButton,
  SignupSection,
} from '../parts'
import type { KindProps } from './kind-props'

export function VideoLander({ members, signup, place }: KindProps) {
  const frames = members ?? []
  return (
    <div className="lander lander-video">
      <section className="lander-reel" style={{ '--frames': frames.length } as CSSProperties}>
        {members === undefined ? (
          <LoadingMembers count={1} className="lander-reel-frames" />
        ) : (
          <ul className="lander-reel-frames">
            {frames.map((member, index) => (
              <li
                key={member.id}
                className="lander-reel-frame"
                data-member-id={member.id}
                style={{ '--index': index } as CSSProperties}
              >
                <MemberPhoto member={member} box={430} size="full" frame={index} />
                <MemberName member={member} />
              </li>
            ))}
          </ul>
        )}
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
