// Everything Klik keeps in a visitor's browser, for the cookie page (/pages/cookies): each
// cookie, storage key, database and cache, why, and for how long. The names come from where
// the code writes them (lib/storage-keys.ts, the contract, sw/runtime.ts), and tests hold the
// rest to it: src/app/storage-list.test.ts (every name the code declares is listed) and the cookie
// test of tests/e2e/pages.spec.ts (the cookies a visit really gets are the ones listed).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALE_COOKIE } from '../../contract/locale-codes'
import { SESSION_COOKIE } from '../../contract/session-cookie'
import { SESSION_HINT_COOKIE } from '../../contract/session-hint'
import { LOCAL_KEYS, SESSION_KEYS, STORED_KEYS } from '../../lib/storage-keys'
import { MATCH_CHOICES_KEY } from '../../lib/match-choices'
import { LAZY_CACHE, MEDIA_CACHE, PAGES_CACHE } from '../../../sw/runtime-names'

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cache'

export interface StorageItem {
  /** The name, `*` standing for any ending (affiliate_*). */
  name: string
  kind: StorageKind
  purpose: MessageDescriptor
  lifetime: MessageDescriptor
  /** Only with the developer tools on (DEV_TOOLS), never on a live site. */
  developer?: true
}

const THIRTY_DAYS = msg`30 days`
const UNTIL_LOGOUT = msg`Until you log out`
const UNTIL_TAB_CLOSED = msg`Until you close the tab`
const UNTIL_DELETED = msg`Until you clear the site’s data in your browser`

// The shop's keys live beside its code (features/credits/storage.ts), out of the start-up
// bundle; src/app/storage-list.test.ts holds these to them.
export const SHOP_KEYS = {
  paymentCountry: 'klik-payment-country',
  timeBonus: 'klik-time-bonus',
  checkoutKeys: 'klik-checkout-keys',
} as const

export const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    name: SESSION_COOKIE,
    kind: 'cookie',
    purpose: msg`Keeps you logged in. It holds a random code, readable only by our server.`,
    lifetime: msg`30 days after your last visit, or until you log out`,
  },
  {
    name: SESSION_HINT_COOKIE,
    kind: 'cookie',
    purpose: msg`Tells the app that you are logged in, so it asks for your account only then. It holds no personal data.`,
    lifetime: msg`30 days after your last visit, or until you log out`,
  },
  {
    name: LOCALE_COOKIE,
    kind: 'cookie',
    purpose: msg`The language you chose.`,
    lifetime: msg`365 days`,
  },
  {
    name: STORED_KEYS.affiliate('*'),
    kind: 'cookie',
    purpose: msg`The partner site a visitor came from (also kept in local storage), so a signup is credited to it.`,
    lifetime: THIRTY_DAYS,
  },
  {
    name: STORED_KEYS.skippedSiteEntryWarning,
    kind: 'cookie',
    purpose: msg`A switch of the developer tools (also kept in local storage).`,
    lifetime: THIRTY_DAYS,
    developer: true,
  },
  {
    name: STORED_KEYS.designVersion,
    kind: 'cookie',
    purpose: msg`The design version the developer tools picked (also kept in local storage).`,
    lifetime: THIRTY_DAYS,
    developer: true,
  },
  {
    name: LOCAL_KEYS.lastUser,
    kind: 'localStorage',
    purpose: msg`Your name and photo as last seen, so the app opens without a connection.`,
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: LOCAL_KEYS.settings,
    kind: 'localStorage',
    purpose: msg`The site’s settings as last loaded, so the app opens without a connection.`,
    lifetime: UNTIL_DELETED,
  },
  {
    name: LOCAL_KEYS.liveEventId,
    kind: 'localStorage',
    purpose: msg`The last live update received, so none is missed after a reload.`,
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: LOCAL_KEYS.firstVisit,
    kind: 'localStorage',
    purpose: msg`When you first opened the site, so the offer to install the app waits until a later visit.`,
    lifetime: UNTIL_DELETED,
  },
  {
    name: LOCAL_KEYS.installAnswer,
    kind: 'localStorage',
    purpose: msg`Your answer to the offer to install the app.`,
    lifetime: UNTIL_DELETED,
  },
  {
    name: SHOP_KEYS.paymentCountry,
    kind: 'localStorage',
    purpose: msg`The payment country you chose in the shop (it sets prices and payment methods).`,
    lifetime: UNTIL_DELETED,
  },
  {
    name: SHOP_KEYS.timeBonus,
    kind: 'localStorage',
    purpose: msg`A discount code from a link you opened, until you use it or it expires.`,
    lifetime: msg`Until the code is used or expires`,
  },
  {
    name: MATCH_CHOICES_KEY,
    kind: 'localStorage',
    purpose: msg`Your answers in the match finder (who, which ages, where), so your first search after signing up starts from them.`,
    lifetime: msg`Until your first search after signing up`,
  },
  {
    name: SESSION_KEYS.chunkReloads,
    kind: 'sessionStorage',
    purpose: msg`When a page was reloaded after a new version of the app, so it is not reloaded again and again.`,
    lifetime: UNTIL_TAB_CLOSED,
  },
  {
    name: SESSION_KEYS.firstVisitHere,
    kind: 'sessionStorage',
    purpose: msg`Marks the tab of your first visit.`,
    lifetime: UNTIL_TAB_CLOSED,
  },
  {
    name: SHOP_KEYS.checkoutKeys,
    kind: 'sessionStorage',
    purpose: msg`A code per checkout, so a double tap or a reload never pays twice.`,
    lifetime: UNTIL_TAB_CLOSED,
  },
  {
    name: 'klik',
    kind: 'indexedDB',
    purpose: msg`Your chats, messages, likes, notifications and the profiles you saw, so they open at once and without a connection; messages written offline wait here until they are sent.`,
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: 'emoji-picker-element-*',
    kind: 'indexedDB',
    purpose: msg`The emoji of the chat’s emoji picker in your language.`,
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: 'workbox-precache-*',
    kind: 'cache',
    purpose: msg`The app itself (pages, scripts, styles, icons), so it opens without a connection.`,
    lifetime: msg`Until a new version replaces it`,
  },
  {
    name: LAZY_CACHE,
    kind: 'cache',
    purpose: msg`The parts of the app and the language you use, so they open without a connection.`,
    lifetime: THIRTY_DAYS,
  },
  {
    name: MEDIA_CACHE,
    kind: 'cache',
    purpose: msg`Photos of members you saw, so they show without a connection.`,
    lifetime: msg`30 days, or until you log out`,
  },
  {
    name: PAGES_CACHE,
    kind: 'cache',
    purpose: msg`These pages (terms, privacy, help), so they open without a connection.`,
    lifetime: THIRTY_DAYS,
  },
]
