// The server's entry (built by `vite build --ssr` into SSR_DIR, loaded by server/http/ssr.ts):
// renders the first screen of a visitor's page with TanStack Router's SSR. One Lingui i18n
// instance, one jotai store and one router per request; the routes' loaders make their calls
// with the browser's own `call`/`request`, whose server transport (in process, as the asking
// browser: the boot answers' inject) is bound to this request with AsyncLocalStorage. The
// router's dehydrate() writes the page's language and settings once
// ($_TSR.router.dehydratedData); the matches' loader data go with it.
import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  createRequestHandler,
  renderRouterToStream,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { createStore } from 'jotai'
import { AsyncLocalStorage } from 'node:async_hooks'
import { setServerTransport } from './api/client'
import { createAppRouter } from './app/router'
import type { SsrData } from './app/ssr-data'
import type { SettingsResponse } from './contract/settings'
import type { Locale } from './contract/locale-codes'
import type { RenderInput, RenderOutput, ServerTransport } from './contract/ssr'
import { loadMessages } from './features/locale/i18n'
import { settingsAtom } from './session/state'

export type { RenderInput, RenderOutput }

const transports = new AsyncLocalStorage<ServerTransport>()

setServerTransport((url, init) => {
  const transport = transports.getStore()
  if (!transport) return Promise.reject(new Error(`No request for the call to ${url}`))
  return transport(url, init)
})

/** Each language's catalog, laid over the fallback's once per process, not per page. */
const catalogs = new Map<Locale, ReturnType<typeof loadMessages>>()
function catalogOf(locale: Locale): ReturnType<typeof loadMessages> {
  let catalog = catalogs.get(locale)
  if (!catalog) catalogs.set(locale, (catalog = loadMessages(locale)))
  return catalog
}

const NOSCRIPT = msg`Searching, likes, chat and the forms need JavaScript: switch it on to use them.`

/** Renders `input.request`'s page; null when the router answered with a redirect. */
export function renderPage(input: RenderInput): Promise<RenderOutput | null> {
  return transports.run(input.transport, () => render(input))
}

async function render({
  request,
  transport,
  locale,
  nonce,
}: RenderInput): Promise<RenderOutput | null> {
  const store = createStore()
  const [settingsAnswer, messages] = await Promise.all([
    transport('/api/settings.php', { method: 'GET' }),
    catalogOf(locale),
  ])
  const settings = settingsAnswer.status === 200 ? (settingsAnswer.body as SettingsResponse) : null
  if (settings) store.set(settingsAtom, settings)
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })

  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({
        store,
        i18n,
        dehydrate: (): SsrData => ({ locale, settings }),
      })
      router.update({ ...router.options, ssr: { nonce } })
      return router
    },
  })
  let routeIds: string[] = []
  const response = await handler(({ request, router, responseHeaders }) => {
    // The router has loaded: its matches are the page's routes.
    routeIds = router.state.matches.map((match) => match.routeId)
    return renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: <RouterServer router={router} />,
    })
  })
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel()
    return null
  }
  return {
    status: response.status,
    locale,
    noscript: i18n._(NOSCRIPT),
    routeIds,
    body: response.body,
  }
}
