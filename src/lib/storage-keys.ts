// Every name Klik stores under in the browser, in one table: what lives where and why.
// Dexie (IndexedDB) holds the data a member revisits (src/db); the service worker's caches
// are named in sw/. Cookie names the server reads too come from the contract.
import { LOCALE_COOKIE } from '../contract/locale-codes'
import { SESSION_HINT_COOKIE } from '../contract/session-hint'
import { DESIGN_VERSION_COOKIE } from '../contract/template-codes'

/** localStorage: offline copies for a start without network (src/session). */
export const LOCAL_KEYS = {
  /** The last member seen (session/last-user.ts). */
  lastUser: 'klik-last-user',
  /** The last settings answer (session/settings-api.ts). */
  settings: 'klik-settings',
  /** `${liveEventId}:${member}`: the live channel's last event id (api/live.ts). */
  liveEventId: 'klik-live-event',
  /** When this browser first opened Klik, in ms (features/pwa/install-prompt.ts). */
  firstVisit: 'klik-first-visit',
  /** The install offer's answer: `installed` or `not-now:<ms>` (features/pwa/install-prompt.ts). */
  installAnswer: 'klik-install-answer',
} as const

// The shop keeps its own names beside its code, so the start-up bundle does not carry them
// (features/credits/storage.ts): localStorage klik-payment-country and klik-time-bonus,
// sessionStorage klik-checkout-keys.

/** sessionStorage: per-tab state. */
export const SESSION_KEYS = {
  /** When each path was last reloaded after a chunk-load error (lib/reload-guard.ts). */
  chunkReloads: 'klik-chunk-reloads',
  /** Set by the tab whose visit recorded the first visit: that visit lasts while it does. */
  firstVisitHere: 'klik-first-visit-here',
} as const

/** The storage helper (lib/storage.ts: a 30-day cookie mirrored to localStorage, spec §9). */
export const STORED_KEYS = {
  /** A traffic-source parameter kept from the arrival address (lib/affiliate.ts). */
  affiliate: (param: string) => `affiliate_${param}` as const,
  /** The developer panel's "skip the site-entry warning" switch. */
  skippedSiteEntryWarning: 'skipped-site-entry-warning',
  /** The design version the developer panel picked (the server reads it with DEV_TOOLS). */
  designVersion: DESIGN_VERSION_COOKIE,
} as const

/** Plain cookies. */
export const COOKIE_KEYS = {
  /** Set by the server beside the HttpOnly session: "a session exists" (readable here). */
  sessionHint: SESSION_HINT_COOKIE,
  /** The language the member chose. */
  locale: LOCALE_COOKIE,
} as const
