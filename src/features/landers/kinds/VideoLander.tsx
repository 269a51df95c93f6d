// video (empty layout): a full-bleed, looping motion of the members' photos — a slow
// cross-fade with a gentle zoom, drawn by CSS (no video file) — under the call to sign up.
// With prefers-reduced-motion the photos stand still, side by side.
import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { LoadingMembers, MemberName, MemberPhoto, SignupButton, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

const FRAMES = 6

export function VideoLander({ members, signup, country }: KindProps) {
  const frames = members?.slice(0, FRAMES) ?? []
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
                <MemberPhoto member={member} box={430} size="full" priority={index === 0} />
                <MemberName member={member} />
              </li>
            ))}
          </ul>
        )}
        <div className="lander-reel-call">
          <h1>
            <Trans>New people to chat with in {country}</Trans>
          </h1>
          <SignupButton />
        </div>
      </section>
      <SignupSection members={members}>{signup}</SignupSection>
    </div>
  )
}
