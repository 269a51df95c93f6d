// iconslanding (empty layout): what the site offers as four icons with a line each, a strip
// of its members, then the signup form. The icons are inline SVG (no icon font, no request).
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LoadingMembers, MemberName, MemberPhoto, SignupButton, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="lander-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

export function IconsLander({ members, signup, siteName }: KindProps) {
  return (
    <div className="lander lander-icons">
      <header className="lander-head">
        <h1>
          <Trans>Why people choose {siteName}</Trans>
        </h1>
      </header>
      <ul className="lander-icon-list">
        <li>
          <Icon>
            <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6.6 5.3 5.3 0 0 1 21.3 12C19 16.6 12 21 12 21z" />
          </Icon>
          <Trans>Signing up is free and takes a minute.</Trans>
        </li>
        <li>
          <Icon>
            <path d="M4 5h16v11H8l-4 4z" />
          </Icon>
          <Trans>Chat in your browser or in the app.</Trans>
        </li>
        <li>
          <Icon>
            <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
          </Icon>
          <Trans>Your details stay private: you decide what others see.</Trans>
        </li>
        <li>
          <Icon>
            <path d="M12 22s7-7.1 7-12a7 7 0 0 0-14 0c0 4.9 7 12 7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
          </Icon>
          <Trans>Members from your own region.</Trans>
        </li>
      </ul>
      {members === undefined ? (
        <LoadingMembers count={3} className="lander-strip" />
      ) : (
        <ul className="lander-strip">
          {members.map((member) => (
            <li key={member.id} className="lander-member" data-member-id={member.id}>
              <MemberPhoto member={member} box={120} />
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
