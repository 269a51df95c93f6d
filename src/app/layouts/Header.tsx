// The top bar: brand, main navigation, and the member's actions. Classic sites hide the
// my-home entry in the user actions (spec §1). On wider screens the navigation carries the
// phone tab bar's counts (issue 28 §6: a desktop member learns of new likes, messages and
// notifications too), from the same atoms (tab-counts.ts), in the tab bar's module.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { Suspense } from 'react'
import { preloadable } from '../../lib/preloadable'
import { loggingOutAtom, logOut, featuresAtom, settingsAtom, userAtom } from '../../session'
import { Popover } from '../../ui/Popover'

/**
 * The member's counted links (Members, Discover, Likes, Chats, the bell), in the module of the
 * phone tab bar: only members load them, so a visitor's start-up bundle carries neither.
 */
export const MemberLinks = preloadable(() =>
  import('./MemberTabBar').then((module) => module.MemberLinks),
)

/** Only premium members load it: most never do, and the start bundle stays as it was. */
export const PremiumUntil = preloadable(() =>
  import('../../ui/PremiumUntil').then((module) => module.default),
)

export function Header({ compact = false }: { compact?: boolean }) {
  const user = useAtomValue(userAtom)
  const features = useAtomValue(featuresAtom)
  const name = useAtomValue(settingsAtom)?.name ?? ''
  const loggingOut = useAtomValue(loggingOutAtom)
  const navigate = useNavigate()
  const { t } = useLingui()
  return (
    <header className={compact ? 'header header-compact' : 'header'}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Link to="/" className="brand" aria-label={t`${name} home`}>
        <img src="/logo.svg" alt="" width="28" height="28" />
        <span>{name}</span>
      </Link>
      {user ? (
        <nav className="nav" aria-label={t`Main`}>
          <Suspense fallback={null}>
            <MemberLinks />
          </Suspense>
          <Popover label={t`My account`} className="user-actions">
            {!features?.navigation.hideMyHomeInUserActions && (
              <Link to="/">
                <Trans>My home</Trans>
              </Link>
            )}
            <Link to="/profile">
              <Trans>My profile</Trans>
            </Link>
            <Link to="/notifications">
              <Trans>Notifications</Trans>
            </Link>
            {/* The balance, drawn by CSS ([data-credits]): the fewest bytes at start-up. */}
            <Link to="/credits" data-credits={user.credits}>
              <Trans>Credits</Trans>
            </Link>
            {user.premium_until !== null && (
              <Suspense fallback={null}>
                <PremiumUntil until={user.premium_until} />
              </Suspense>
            )}
            <button
              type="button"
              className="link-button"
              disabled={loggingOut}
              onClick={() => void logOut(() => navigate({ to: '/login' }))}
            >
              <Trans>Log out</Trans>
            </button>
          </Popover>
        </nav>
      ) : (
        <nav className="nav" aria-label={t`Main`}>
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
          <Link to="/signup" className="button button-primary button-small">
            <span className="nav-wide">
              <Trans>Sign up for free</Trans>
            </span>
            <span className="nav-narrow">
              <Trans context="navigation">Sign up</Trans>
            </span>
          </Link>
        </nav>
      )}
    </header>
  )
}
