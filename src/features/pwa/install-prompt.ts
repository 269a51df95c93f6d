// The install prompt's page side (rules in install-rules.ts): records the first visit, waits
// for the member's like or message (session/engagement.ts) and sets installOfferAtom, which
// the shell shows; then carries out the answer. Stored in this browser (lib/storage-keys.ts):
// localStorage keeps the first visit and the answer, sessionStorage marks the tab that made
// the first visit.
import { store } from '../../lib/store'
import { LOCAL_KEYS, SESSION_KEYS } from '../../lib/storage-keys'
import { onEngagement } from '../../session/engagement'
import { installOfferAtom, keptInstallEvent } from './install-capture'
import {
  formatInstallAnswer,
  installOffer,
  isAppleTouchBrowser,
  isInstalled,
  parseInstallAnswer,
  type FirstVisit,
  type InstallAnswer,
} from './install-rules'

function area(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name]
  } catch {
    // Private modes and locked-down browsers throw on access.
    return null
  }
}

function readAnswer(): InstallAnswer {
  return parseInstallAnswer(area('localStorage')?.getItem(LOCAL_KEYS.installAnswer) ?? null)
}

function saveAnswer(answer: InstallAnswer): void {
  const value = formatInstallAnswer(answer)
  try {
    if (value === null) area('localStorage')?.removeItem(LOCAL_KEYS.installAnswer)
    else area('localStorage')?.setItem(LOCAL_KEYS.installAnswer, value)
  } catch {
    // Storage full or blocked: the answer holds for this page only.
  }
}

/** Reads the first visit, recording it (as this tab's) when there is none yet. */
export function recordFirstVisit(now = Date.now()): FirstVisit | null {
  const local = area('localStorage')
  const session = area('sessionStorage')
  if (!local || !session) return null
  try {
    const at = Number(local.getItem(LOCAL_KEYS.firstVisit))
    if (Number.isFinite(at) && at > 0) {
      return { at, here: session.getItem(SESSION_KEYS.firstVisitHere) === String(at) }
    }
    local.setItem(LOCAL_KEYS.firstVisit, String(now))
    session.setItem(SESSION_KEYS.firstVisitHere, String(now))
    return { at: now, here: true }
  } catch {
    return null
  }
}

/** This page runs as the installed app. */
export function runsInstalled(): boolean {
  const app = ['standalone', 'fullscreen', 'minimal-ui'].some(
    (mode) => typeof matchMedia === 'function' && matchMedia(`(display-mode: ${mode})`).matches,
  )
  return isInstalled(app, (navigator as { standalone?: boolean }).standalone)
}

/** This page's first-visit record, read at start. */
let firstVisit: FirstVisit | null = null
/** The member gave a like or sent a message in this page. */
let engaged = false

function update(): void {
  store.set(
    installOfferAtom,
    installOffer({
      now: Date.now(),
      canPrompt: keptInstallEvent() !== null,
      ios: isAppleTouchBrowser(navigator.userAgent, navigator.maxTouchPoints ?? 0),
      installed: runsInstalled(),
      answer: readAnswer(),
      firstVisit,
      engaged,
    }),
  )
}

/** Started with the PWA (start.ts), right after the first render. */
export function startInstallPrompt(): () => void {
  firstVisit = recordFirstVisit()
  engaged = false
  // Boot's listener (install-capture.ts) came first and has kept the event by now.
  const onInstalled = () => {
    keptInstallEvent(true)
    saveAnswer({ kind: 'installed' })
    update()
  }
  addEventListener('beforeinstallprompt', update)
  addEventListener('appinstalled', onInstalled)
  const stopEngagement = onEngagement(() => {
    engaged = true
    update()
  })
  update()
  return () => {
    removeEventListener('beforeinstallprompt', update)
    removeEventListener('appinstalled', onInstalled)
    stopEngagement()
  }
}

/** "Not now": no offer for 30 days. */
export function declineInstall(now = Date.now()): void {
  saveAnswer({ kind: 'not-now', at: now })
  store.set(installOfferAtom, null)
}

/**
 * "Install": the browser's own dialog. Accepted: never asked again; dismissed there: as "not
 * now". The event works once, so the offer closes either way.
 */
export async function acceptInstall(): Promise<void> {
  const event = keptInstallEvent(true)
  store.set(installOfferAtom, null)
  if (!event) return
  try {
    await event.prompt()
    const { outcome } = await event.userChoice
    saveAnswer(outcome === 'accepted' ? { kind: 'installed' } : { kind: 'not-now', at: Date.now() })
  } catch (error) {
    // A prompt() refused (already shown, no user gesture): ask again on a later moment.
    console.error('The install prompt failed', error)
  }
}
