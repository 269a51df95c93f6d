// Start-up, in order: keep the affiliate parameters and clean the address, start the PWA
// side (chunk guard, push port, badge, beacon, worker messages) and wire the session end,
// get the settings (cache first) and the language, then render, then register the service
// worker.
import { i18n } from '@lingui/core'
import {
  loadSettings,
  refreshSettings,
  settingsAtom,
  setSessionEndHandler,
  startRememberingUser,
  startUserPolling,
  userAtom,
} from '../session'
import { activateLocale, pickLocale } from '../features/locale'
import { endSession, registerServiceWorker, startPwa } from '../features/pwa'
import { captureAffiliateParams } from '../lib/affiliate'
import { readCookie } from '../lib/cookies'
import { storage } from '../lib/storage'
import { COOKIE_KEYS } from '../lib/storage-keys'
import { store } from '../lib/store'
import { router } from './router'

function keepAffiliateParams(): void {
  const cleaned = captureAffiliateParams(new URL(location.href), storage)
  if (cleaned !== null) history.replaceState(history.state, '', cleaned)
}

async function startLocale(): Promise<void> {
  const stored = readCookie(COOKIE_KEYS.locale)
  const early = pickLocale({ stored, browser: navigator.languages, domainLanguage: null })
  // The catalog loads beside the settings when the visitor's language is already known.
  const [settings] = await Promise.all([
    loadSettings(),
    early ? activateLocale(early, { remember: false }) : null,
  ])
  if (!early)
    await activateLocale(
      pickLocale({ stored, browser: [], domainLanguage: settings?.domain_language ?? 'en' }) ??
        'en',
      { remember: false },
    )
}

/**
 * Likes polling (spec §4) once a member is present. Its chunk carries Dexie and the likes
 * code, so it loads only then, after the first render: the start-up bundle of '/' stays small.
 * The polling itself follows later logins and logouts, so it is started once.
 */
function startLikesWhenLoggedIn(): void {
  let started = false
  const start = () => {
    if (started || !store.get(userAtom)) return
    started = true
    unsubscribe()
    import('../features/likes')
      .then((likes) => likes.startLikesPolling())
      .catch((error: unknown) => {
        // Offline before the chunk was cached: try again with the next user change.
        console.error('Starting the likes failed', error)
        started = false
        unsubscribe = store.sub(userAtom, start)
      })
  }
  let unsubscribe = store.sub(userAtom, start)
  start()
}

/**
 * The settings carry region names in the interface language (the server reads it from the
 * klik-locale cookie), so a change of language fetches them again. activateLocale writes the
 * cookie right after it switches, in the same task: the fetch waits a microtask for it.
 */
function refreshSettingsOnLanguageChange(): void {
  i18n.on('change', () =>
    queueMicrotask(() => {
      refreshSettings().catch((error: unknown) => console.error('Settings refresh failed', error))
    }),
  )
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

/** The tab and window title is the site's name (the server's index.html has it too). */
function keepTitleOnBrand(): void {
  const apply = () => {
    const name = store.get(settingsAtom)?.name
    if (name) document.title = name
  }
  store.sub(settingsAtom, apply)
  apply()
}

export async function boot(render: () => void): Promise<void> {
  keepAffiliateParams()
  startPwa({ navigate: (path) => router.history.push(path) })
  setSessionEndHandler(endSession)
  preloadCurrentRoute()
  await startLocale()
  keepTitleOnBrand()
  refreshSettingsOnLanguageChange()
  startRememberingUser()
  render()
  startUserPolling()
  startLikesWhenLoggedIn()
  if (import.meta.env.PROD) {
    const register = () => void registerServiceWorker()
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
  }
}
