// Start-up, in order: keep the affiliate parameters and clean the address, guard the lazy
// chunks, keep the browser's install prompt for later, wire the session end, start the
// current route's chunks, get the settings (cache first) and the language, then render (a
// page the server rendered: once the browser has painted it), start
// the poller with the feature jobs, then the PWA side (push port, badge, beacon, install
// timing, worker messages) and the service worker.
import { i18n } from '@lingui/core'
import {
  loadSettings,
  refreshSettings,
  settingsAtom,
  setSessionEndHandler,
  setSessionLostHandler,
  startRememberingUser,
  userAtom,
} from '../session'
import { activateLocale, pickLocale } from '../features/locale'
import { localeOfUrl } from '../contract/locale-codes'
import type * as Pwa from '../features/pwa'
import { installChunkGuard } from '../features/pwa/chunk-guard'
import { captureInstallEvents } from '../features/pwa/install-capture'
import { captureWorkerMessages } from '../features/pwa/worker-inbox'
import { captureAffiliateParams } from '../lib/affiliate'
import { readCookie } from '../lib/cookies'
import { storage } from '../lib/storage'
import { COOKIE_KEYS } from '../lib/storage-keys'
import { store } from '../lib/store'
import { noteServerForms } from '../ui/early-input'
import { badgeTotalAtom } from '../session/badge'
import { preloadCardActions } from './AppProviders'
import { router } from './client-router'
import { afterFirstScreen, afterNextPaint } from './first-screen'

function keepAffiliateParams(): void {
  const cleaned = captureAffiliateParams(new URL(location.href), storage)
  if (cleaned !== null) history.replaceState(history.state, '', cleaned)
}

async function startLocale(): Promise<void> {
  // A link's ?lang= is a choice, before the stored one, and remembered (ssr-client-state.ts).
  const chosen = localeOfUrl(new URL(location.href))
  const stored = chosen ?? readCookie(COOKIE_KEYS.locale)
  const early = pickLocale({ stored, browser: navigator.languages, domainLanguage: null })
  // The catalog loads beside the settings when the visitor's language is already known.
  const [settings] = await Promise.all([
    loadSettings(),
    early ? activateLocale(early, { remember: chosen !== null }) : null,
  ])
  if (!early)
    await activateLocale(
      pickLocale({ stored, browser: [], domainLanguage: settings?.domain_language ?? 'en' }) ??
        'en',
      { remember: false },
    )
}

/** Resolves once a member is logged in: now, or when they log in or sign up. */
function memberPresent(): Promise<void> {
  return new Promise((resolve) => {
    if (store.get(userAtom)) return resolve()
    const stop = store.sub(userAtom, () => {
      if (!store.get(userAtom)) return
      stop()
      resolve()
    })
  })
}

/**
 * The poller with the feature jobs and the live channel load after the first screen, as one
 * chunk (app/background.ts): nothing of them paints, and the poller's first round is a second
 * away at the soonest. Loaded during the hydration, the chunk's schemas (zod) were evaluated
 * in the middle of it, a long task on a phone. Only for a member: every job and the channel
 * are a member's, and a visitor's page (a rendered one: an ad's lander, /members) built the
 * contract's schemas for nothing, a long task right after it hydrated.
 */
async function startBackgroundAfterRender(): Promise<void> {
  try {
    await afterFirstScreen()
    await memberPresent()
    const background = await import('./background')
    background.startBackground()
  } catch (error) {
    // Offline before the chunk was cached: nothing to poll without a network either.
    console.error('Starting the poller failed', error)
  }
}

/**
 * The settings carry region names in the interface language (the server reads it from the
 * klik-locale cookie), so a change of language fetches them again. activateLocale writes the
 * cookie right after it switches, in the same task: the fetch waits a microtask for it.
 * `settingsLocale`: the language of the settings in the store now. A page the server rendered
 * brought them in its language, which the hydration activates: that is no change (it fetched
 * them twice, and every member card drew itself again, in the middle of the first screen).
 */
function refreshSettingsOnLanguageChange(settingsLocale: string): void {
  let current = settingsLocale
  i18n.on('change', () => {
    // Lingui says 'change' when a catalog loads too, before any language is active.
    if (!i18n.locale || i18n.locale === current) return
    current = i18n.locale
    queueMicrotask(() => {
      refreshSettings().catch((error: unknown) => console.error('Settings refresh failed', error))
    })
  })
}

/**
 * The current page's route chunks (its component, and what it imports: Dexie, the contract's
 * schemas) start loading now, beside the settings and the catalog, instead of after the
 * first render: on a slow phone network that is one round trip less before a page's data
 * is asked for. Nothing runs yet: guards and loaders still run when the router renders.
 */
function preloadCurrentRoute(): void {
  try {
    const [routes] = router.getMatchedRoutes(location.pathname)
    for (const route of routes) {
      router.loadRouteChunk(route)?.catch(() => {
        // Offline before the chunk was cached: the router shows its offline state later.
      })
    }
  } catch (error) {
    console.error('Preloading the route failed', error)
  }
}

/**
 * The tab and window title is the site's name (the server's index.html has it too), after the
 * count of what is new — unread messages and new likes, as on the app badge — so a member
 * with Klik in a background tab sees "(2) Klik" (issue 28 §6). A page the server rendered
 * keeps its own title ("Pricing · Klik", app/page-head.ts) until the app moves to another.
 */
function keepTitleOnBrand(hydrating: boolean): void {
  let pageTitle = hydrating ? document.title : null
  const apply = () => {
    const name = pageTitle ?? store.get(settingsAtom)?.name
    const count = store.get(badgeTotalAtom)
    if (name) document.title = count > 0 ? `(${count}) ${name}` : name
  }
  store.sub(settingsAtom, apply)
  store.sub(badgeTotalAtom, apply)
  if (pageTitle !== null) {
    const path = location.pathname
    const stop = router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname === path) return
      pageTitle = null
      stop()
      apply()
    })
  }
  apply()
}

/**
 * `hydrating`: the server rendered this page; its language and settings come with it and
 * the router's hydrate() takes them before the first render (app/ssr-client-state.ts).
 */
export async function boot(
  { hydrating }: { hydrating: boolean },
  render: () => void,
): Promise<void> {
  keepAffiliateParams()
  installChunkGuard()
  captureInstallEvents()
  captureWorkerMessages()
  setSessionEndHandler(() => import('../features/pwa').then((pwa) => pwa.endSession()))
  // A page that needs a member goes to the login when the session is lost under it.
  setSessionLostHandler(() => void router.invalidate())
  preloadCurrentRoute()
  // The shell draws its cards from IndexedDB or the server's answer: their buttons' code
  // loads beside, so the cards come with their buttons, not without them for a moment
  // (a layout shift). A page the server drew loads it before hydrating (ssr-client-state.ts).
  if (!hydrating) void preloadCardActions()
  // What the visitor types in them before the app runs is played back (ui/early-input.ts).
  if (hydrating) noteServerForms(document.getElementById('root') ?? document)
  else await startLocale()
  keepTitleOnBrand(hydrating)
  // The server's page is in the language of <html lang> (server/http/ssr.ts).
  refreshSettingsOnLanguageChange(hydrating ? document.documentElement.lang : i18n.locale)
  startRememberingUser()
  if (hydrating) await afterNextPaint()
  render()
  void startBackgroundAfterRender()
  void startPwaAfterRender()
}

/**
 * The PWA's page side (push and media ports, badge, beacon, worker messages, the worker's
 * registration) loads as its own chunk after the first screen: none of it paints anything.
 */
async function startPwaAfterRender(): Promise<void> {
  let pwa: typeof Pwa
  try {
    await afterFirstScreen()
    pwa = await import('../features/pwa')
  } catch (error) {
    // Offline before the chunk was cached: the page works without push, badge and worker.
    console.error('Starting the PWA failed', error)
    return
  }
  pwa.startPwa({ navigate: (path) => router.history.push(path) })
  if (import.meta.env.PROD) {
    const register = () => void pwa.registerServiceWorker()
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
  }
}
