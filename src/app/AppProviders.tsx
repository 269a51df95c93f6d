// Providers around the router's matches (the router's Wrap, app/router.tsx): the request's
// (or the tab's) jotai store and Lingui i18n instance, and the member card's actions.
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Provider } from 'jotai'
import { lazy, Suspense, type ReactNode } from 'react'
import type { Store } from './router'
// The slot module itself: the card barrel would pull the card and its styles into the entry.
import { CardActionsContext, type CardActionsRenderer } from '../ui/member/card-actions'

const CardActionButtons = lazy(() =>
  import('./card-actions').then((module) => ({ default: module.CardActionButtons })),
)

/** The member card's actions (app/card-actions.tsx), loaded with the first card. */
const cardActions: CardActionsRenderer = (card, place) => (
  <Suspense fallback={null}>
    <CardActionButtons card={card} place={place} />
  </Suspense>
)

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
