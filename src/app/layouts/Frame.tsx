// The four layouts of spec §1: default (header, page, footer), chat (compact header,
// full-height page), lander (a centred card over the brand background), empty (the page alone).
import { useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, type ReactNode } from 'react'
import { loggedInAtom, userAtom } from '../../session'
import type { Layout } from '../route-meta'
import { Footer } from './Footer'
import { Header } from './Header'

export function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'default':
      return (
        <>
          <Header />
          <main id="main" className="layout-default">
            <ActivationReminder />
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
const TabBarWithCounts = lazy(() => import('./MemberTabBar'))

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
const ActivationBanner = lazy(() => import('../../features/account/ActivationBanner'))
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
