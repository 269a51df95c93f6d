// Providers around the router's matches (the router's Wrap, app/router.tsx): the request's
// (or the tab's) jotai store and Lingui i18n instance, and the member card's actions.
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Provider, type createStore } from 'jotai'
import { Suspense, type ReactNode } from 'react'
import { preloadable } from '../lib/preloadable'
import { noteDrawnPart } from '../lib/server-request'
// The slot module itself: the card barrel would pull the card and its styles into the entry.
import { CardActionsContext, type CardActionsRenderer } from '../ui/member/card-actions'

const CardActionButtons = preloadable(() =>
  import('./card-actions').then((module) => module.CardActionButtons),
)

/**
 * Loads the card actions and their buttons' code, so their buttons draw with the cards instead
 * of waiting for three chunks one after another (on a page the server drew, they were drawn
 * anew: a layout shift). Never fails: offline without the chunks cached, the buttons load as
 * they first show.
 */
export async function preloadCardActions(): Promise<void> {
  try {
    const [module] = await Promise.all([import('./card-actions'), CardActionButtons.preload()])
    await module.preloadCardActionButtons()
  } catch (error) {
    console.error('Loading the card actions failed', error)
  }
}

/** The member card's actions (app/card-actions.tsx), loaded with the first card. */
const cardActions: CardActionsRenderer = (card, place) => {
  // A page the server draws with them links their styles (server/http/ssr.ts).
  noteDrawnPart('card-actions')
  return (
    <Suspense fallback={null}>
      <CardActionButtons card={card} place={place} />
    </Suspense>
  )
}

/** A request's (or the tab's) jotai store. */
export type Store = ReturnType<typeof createStore>

export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: Store
  i18n: I18n
  children: ReactNode
}) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <CardActionsContext.Provider value={cardActions}>{children}</CardActionsContext.Provider>
      </I18nProvider>
    </Provider>
  )
}
