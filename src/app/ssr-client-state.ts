// The client side of SsrData: before the hydrating render, the store and i18n must hold
// exactly what the server rendered with — its settings (not the localStorage copy, which may
// be older), the loaders' answers and its language (its catalog loaded) — or the first render
// differs from the HTML and React throws the server's work away. The members' actions the
// page shows have their code loaded by then too (preloadServerCardActions), and so have a
// member's parts of the frame on a page drawn for a member (preloadMemberFrame).
import { i18n } from '@lingui/core'
import { firstAnswersAtom } from '../api/first-answers'
import { resumeFrom } from '../api/live-cursor'
import { localeOfUrl } from '../contract/locale-codes'
import { activateLocale } from '../features/locale'
import { store } from '../lib/store'
import { settingsAtom, userAtom } from '../session'
import { preloadCardActions } from './AppProviders'
import { preloadMemberFrame } from './layouts/Frame'
import type { SsrData } from './ssr-data'

/**
 * A page the server drew with members' actions (a member's page, cards) hydrates them with
 * the rest: their code (three small chunks, loading beside the catalog) is in before the
 * hydration starts.
 */
function preloadServerCardActions(): Promise<void> | null {
  return document.querySelector('.member-actions, .profile-card-actions')
    ? preloadCardActions()
    : null
}

export async function hydrateClientState(data: SsrData): Promise<void> {
  if (data.settings) store.set(settingsAtom, data.settings)
  store.set(firstAnswersAtom, data.answers)
  // Who the page was drawn for, not the member kept from an earlier visit, who may differ
  // (their credits, or another member of this browser). A page drawn for nobody keeps a
  // member this tab already knows (the router's own navigations never hydrate).
  if (data.user !== null || store.get(userAtom) === undefined) store.set(userAtom, data.user)
  if (data.user !== null && data.liveFrom !== null) resumeFrom(data.user.id, data.liveFrom)
  // A link in one language (?lang=, the page's hreflang alternates) is the visitor's choice:
  // remembered, as the language switcher's is, so their next pages and calls keep it.
  const chosen = localeOfUrl(new URL(location.href)) === data.locale
  await Promise.all([
    i18n.locale !== data.locale || chosen
      ? activateLocale(data.locale, { remember: chosen })
      : null,
    preloadServerCardActions(),
    data.user ? preloadMemberFrame(data.user) : null,
  ])
}
