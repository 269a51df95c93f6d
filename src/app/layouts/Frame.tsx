// The four layouts of spec §1: default (header, page, footer), chat (compact header,
// full-height page), lander (a centred card over the brand background), empty (the page alone).
// The default layout's page starts with what asks the member for something: the activation
// reminder and the install offer, in the flow, so neither covers the page (issue 28 §7).
import { useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, type ReactNode } from 'react'
import type { UserResponse } from '../../contract/user'
import { installOfferAtom } from '../../features/pwa/install-capture'
import { preloadable } from '../../lib/preloadable'
import { loggedInAtom, userAtom } from '../../session'
import type { Layout } from '../route-meta'
import { Footer } from './Footer'
import { Header, MemberLinks, PremiumUntil } from './Header'

export function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'default':
      return (
        <>
          <Header />
          <main id="main" className="layout-default">
            <ActivationReminder />
            <InstallOffer />
            {children}
          </main>
          <Footer />
          <MemberTabBar />
        </>
      )
    case 'chat':
      return (
        <>
          <Header compact />
          <main id="main" className="layout-chat">
            {children}
          </main>
        </>
      )
    case 'lander':
      return (
        <main id="main" className="layout-lander">
          <div className="lander-card">{children}</div>
          <Footer minimal />
        </main>
      )
    case 'empty':
      return (
        <main id="main" className="layout-empty">
          {children}
        </main>
      )
  }
}

/** The phone tab bar, for members (CSS shows it below 640 px). */
const TabBarWithCounts = preloadable(() =>
  import('./MemberTabBar').then((module) => module.default),
)

function MemberTabBar() {
  const loggedIn = useAtomValue(loggedInAtom)
  if (!loggedIn) return null
  return (
    <Suspense fallback={null}>
      <TabBarWithCounts />
    </Suspense>
  )
}

// Loaded only for a member who has not activated: no cost to anyone else's start-up. The
// signup wizard has its own activation steps, so it is left out there.
const ActivationBanner = preloadable(() =>
  import('../../features/accounts/ActivationBanner').then((module) => module.default),
)

/**
 * The parts of the frame only a member has, loaded before a page the server drew for `user`
 * hydrates (and once, for any member, on the server: entry-server.tsx). A lazy part whose code
 * is not there yet leaves its boundary waiting, and React drops it and draws it anew: the
 * activation reminder vanished and came back above a member's chats (a layout shift).
 */
export async function preloadMemberFrame(user: UserResponse | 'any'): Promise<void> {
  const any = user === 'any'
  await Promise.all([
    TabBarWithCounts.preload(),
    MemberLinks.preload(),
    any || !user.activated ? ActivationBanner.preload() : null,
    any || user.premium_until !== null ? PremiumUntil.preload() : null,
  ])
}
const WIZARD_PATHS = ['/signup', '/complete-signup']

function ActivationReminder() {
  const user = useAtomValue(userAtom)
  const { pathname } = useLocation()
  if (!user || user.activated || WIZARD_PATHS.includes(pathname)) return null
  return (
    <Suspense fallback={null}>
      <ActivationBanner />
    </Suspense>
  )
}

// Only when features/pwa offers the install (after a like or a message, issue 11), and only in
// the default layout: a conversation keeps its header and composer to itself, and the offer
// waits for the member's next page (docs/decisions/members-and-search.md, "Members' trust: the install offer").
const InstallPrompt = lazy(() => import('../../features/pwa/InstallPrompt'))

function InstallOffer() {
  const offer = useAtomValue(installOfferAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  if (!offer || !loggedIn) return null
  return (
    <Suspense fallback={null}>
      <InstallPrompt offer={offer} />
    </Suspense>
  )
}
