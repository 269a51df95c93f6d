// Providers around the router: the one jotai store, the Lingui i18n instance and the member
// card's actions.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { store } from '../lib/store'
import { CardActionsContext } from '../ui/member'
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
