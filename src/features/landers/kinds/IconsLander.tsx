// iconslanding (empty layout): what the site offers as four icons with a line each, a strip
// of its members, then the signup form. The icons are inline SVG (no icon font, no request).
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LanderHead, MemberStrip, SignupClose } from '../blocks'
import type { KindProps } from './kind-props'

/** One line of the offer, after its icon (`path`: the icon's SVG path on a 24×24 box). */
function Offer({ path, children }: { path: string; children: ReactNode }) {
  return (
    <li>
      <svg className="lander-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      {children}
    </li>
  )
}

export function IconsLander({ members, signup, siteName }: KindProps) {
  return (
    <div className="lander lander-icons">
      <LanderHead title={<Trans>Why people choose {siteName}</Trans>} />
      <ul className="lander-icon-list">
        <Offer path="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6.6 5.3 5.3 0 0 1 21.3 12C19 16.6 12 21 12 21z">
          <Trans>Signing up is free and takes a minute.</Trans>
        </Offer>
        <Offer path="M4 5h16v11H8l-4 4z">
          <Trans>Chat in your browser or in the app.</Trans>
        </Offer>
        <Offer path="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z">
          <Trans>Your details stay private: you decide what others see.</Trans>
        </Offer>
        <Offer path="M12 22s7-7.1 7-12a7 7 0 0 0-14 0c0 4.9 7 12 7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z">
          <Trans>Members from your own region.</Trans>
        </Offer>
      </ul>
      <MemberStrip members={members} loading={3} />
      <SignupClose members={members} signup={signup} />
    </div>
  )
}
