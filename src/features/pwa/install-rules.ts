// When Klik offers to be installed (issue 11; docs/decisions/pwa-and-offline.md "Install prompts"): pure rules,
// so the tests give the clock, the browser and what was stored.
//
// - Only right after the member gave a like or sent a message, and never during the first
//   visit: the visit that recorded the first visit lasts while its tab session does, and ends
//   at midnight at the latest; any other tab or a later day is a later visit.
// - "Not now" hides the offer for 30 days; accepting, or `appinstalled`, for good; an app
//   running installed (standalone) never sees it.
// - Chromium browsers get their own install dialog (a kept `beforeinstallprompt`); iPhone and
//   iPad, which have none, get a short "Add to Home Screen" guide.
import type { InstallOffer } from './install-capture'

export const NOT_NOW_MS = 30 * 24 * 60 * 60 * 1000

/** What the member answered earlier in this browser. */
export type InstallAnswer =
  { kind: 'none' } | { kind: 'not-now'; at: number } | { kind: 'installed' }

export function parseInstallAnswer(stored: string | null): InstallAnswer {
  if (stored === 'installed') return { kind: 'installed' }
  const at = Number(/^not-now:(\d+)$/.exec(stored ?? '')?.[1])
  return Number.isFinite(at) && at > 0 ? { kind: 'not-now', at } : { kind: 'none' }
}

export function formatInstallAnswer(answer: InstallAnswer): string | null {
  switch (answer.kind) {
    case 'none':
      return null
    case 'not-now':
      return `not-now:${answer.at}`
    case 'installed':
      return 'installed'
  }
}

/** The first visit's record: when, and whether this tab session made it. */
export interface FirstVisit {
  at: number
  here: boolean
}

function sameLocalDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString()
}

/** Unknown (storage blocked) counts as the first visit: better no offer than a hasty one. */
export function isFirstVisit(first: FirstVisit | null, now: number): boolean {
  if (!first) return true
  return first.here && sameLocalDay(first.at, now)
}

/** Whether a "not now" still holds (a clock set back keeps it too). */
export function notNowHolds(answer: InstallAnswer, now: number): boolean {
  return answer.kind === 'not-now' && now < answer.at + NOT_NOW_MS
}

/** The page runs as an installed app: a standalone-like display mode, or iOS's home-screen app. */
export function isInstalled(displayModeApp: boolean, navigatorStandalone: boolean | undefined) {
  return displayModeApp || navigatorStandalone === true
}

/**
 * iPhone, iPod and iPad, including iPadOS, whose Safari asks for desktop pages as a Mac: the
 * only "Mac" with a touch screen. Safari and the other iOS browsers (all WebKit, "Safari/" in
 * their user agent) can add to the Home Screen; in-app browsers (Instagram, Facebook) cannot,
 * and leave "Safari/" out.
 */
export function isAppleTouchBrowser(userAgent: string, maxTouchPoints: number): boolean {
  const apple =
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  return apple && /\bSafari\//.test(userAgent) && !/\b(FBAN|FBAV|Instagram)\b/.test(userAgent)
}

export interface InstallFacts {
  now: number
  /** A `beforeinstallprompt` is kept. */
  canPrompt: boolean
  /** iPhone or iPad browser that can add to the Home Screen. */
  ios: boolean
  installed: boolean
  answer: InstallAnswer
  firstVisit: FirstVisit | null
  /** The member gave a like or sent a message in this page. */
  engaged: boolean
}

export function installOffer(facts: InstallFacts): InstallOffer {
  if (facts.installed || facts.answer.kind === 'installed') return null
  if (notNowHolds(facts.answer, facts.now)) return null
  if (!facts.engaged || isFirstVisit(facts.firstVisit, facts.now)) return null
  if (facts.canPrompt) return 'prompt'
  return facts.ios ? 'ios' : null
}
