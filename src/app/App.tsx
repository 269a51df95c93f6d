// Providers around the router: the one jotai store, the Lingui i18n instance and the member
// card's actions.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { store } from '../lib/store'
// The slot module itself: the card barrel would pull the card and its styles into the entry.
import { CardActionsContext } from '../ui/member/card-actions'
import { cardActions } from './card-actions'
import { router } from './router'

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
