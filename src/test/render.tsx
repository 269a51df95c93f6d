// Rendering for component tests: the app's jotai store, English Lingui (the
// source texts) and a memory router, because the components contain router links.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { store } from '../lib/store'

export async function renderInApp(ui: () => ReactNode, path = '/members/42') {
  i18n.load('en', {})
  i18n.activate('en')
  const rootRoute = createRootRoute({ component: () => <div data-testid="app-root">{ui()}</div> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  )
  await screen.findByTestId('app-root')
  return { ...result, router }
}

export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}
