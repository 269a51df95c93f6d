// Providers around the router: the one jotai store, the Lingui i18n instance and the member
// card's actions.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { lazy, Suspense } from 'react'
import { store } from '../lib/store'
// The slot module itself: the card barrel would pull the card and its styles into the entry.
import { CardActionsContext, type CardActionsRenderer } from '../ui/member/card-actions'
import { router } from './router'

const CardActionButtons = lazy(() =>
  import('./card-actions').then((module) => ({ default: module.CardActionButtons })),
)

/** The member card's actions (app/card-actions.tsx), loaded with the first card. */
const cardActions: CardActionsRenderer = (card, place) => (
  <Suspense fallback={null}>
    <CardActionButtons card={card} place={place} />
  </Suspense>
)

export function App() {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <CardActionsContext.Provider value={cardActions}>
          <RouterProvider router={router} />
        </CardActionsContext.Provider>
      </I18nProvider>
    </Provider>
  )
}
