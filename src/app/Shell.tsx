// The shell: picks the layout of the deepest matched route and puts the spec's style
// classes on the app root (template, logged-in state, index marker or app-{name}-page).
import { Outlet, useMatches } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { loggedInAtom, featuresAtom, settingsAtom, templateAtom } from '../session'
import { matchMomentAtom } from '../session/match'
import { routeNameFromPath } from '../lib/route-name'
import { Toaster } from '../ui/Toaster'
import { Frame } from './layouts/Frame'
import type { Layout } from './route-meta'
import { shellClassName } from './shell-class'

// Only with DEV_TOOLS: its calls (and their schemas) stay out of the start-up bundle.
const DevPanel = lazy(() =>
  import('../features/dev-panel').then((module) => ({ default: module.DevPanel })),
)

// Only when two members first like each other (issue 28 §6): from a like's answer or the live
// channel, over whatever page is open.
const MatchMoment = lazy(() => import('../features/likes/MatchMoment'))

function MatchMomentSlot() {
  const profile = useAtomValue(matchMomentAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  if (profile === null || !loggedIn) return null
  return (
    <Suspense fallback={null}>
      <MatchMoment key={profile} profile={profile} />
    </Suspense>
  )
}

export function useRouteFrame(): { layout: Layout; name: string } {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const meta = leaf?.staticData
  const layout =
    typeof meta?.layout === 'function'
      ? meta.layout(leaf?.params ?? {})
      : (meta?.layout ?? 'default')
  const name =
    typeof meta?.name === 'function'
      ? meta.name(leaf?.params ?? {})
      : (meta?.name ?? routeNameFromPath(leaf?.fullPath ?? '/'))
  return { layout, name }
}

export function Shell() {
  const { layout, name } = useRouteFrame()
  const template = useAtomValue(templateAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const devTools = useAtomValue(settingsAtom)?.dev_tools ?? false
  const toastPosition = useAtomValue(featuresAtom)?.ui.toastPosition ?? 'top-end'
  return (
    <div className={shellClassName(template, loggedIn, name)} data-layout={layout}>
      <Frame layout={layout}>
        <Outlet />
      </Frame>
      <MatchMomentSlot />
      <Toaster position={toastPosition} />
      {devTools && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </div>
  )
}
