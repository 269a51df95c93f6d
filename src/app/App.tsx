// Providers around the router: the one jotai store and the Lingui i18n instance.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { Provider } from 'jotai'
import { store } from '../lib/store'
import { router } from './router'

export function App() {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>
  )
}
