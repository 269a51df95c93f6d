// The client side of SsrData: before the hydrating render, the store and i18n must hold
// exactly what the server rendered with — its settings (not the localStorage copy, which may
// be older), the loaders' answers and its language (its catalog loaded) — or the first render
// differs from the HTML and React throws the server's work away.
import { i18n } from '@lingui/core'
import { firstAnswersAtom } from '../api/first-answers'
import { activateLocale } from '../features/locale'
import { store } from '../lib/store'
import { settingsAtom, userAtom } from '../session'
import type { SsrData } from './ssr-data'

export async function hydrateClientState(data: SsrData): Promise<void> {
  if (data.settings) store.set(settingsAtom, data.settings)
  store.set(firstAnswersAtom, data.answers)
  // Only visitors' pages are rendered by the server (server/http/ssr.ts).
  if (store.get(userAtom) === undefined) store.set(userAtom, null)
  if (i18n.locale !== data.locale) await activateLocale(data.locale, { remember: false })
}
