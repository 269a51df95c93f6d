// The server's entry (built by `vite build --ssr` into SSR_DIR, loaded by server/http/ssr.ts):
// renders the first screen of a visitor's page (and of a member's search) with TanStack
// Router's SSR. One Lingui i18n
// instance, one jotai store and one router per request; the routes' loaders make their calls
// with the browser's own `call`/`request`, whose server transport (in process, as the asking
// browser: the boot answers' inject) is bound to this request with AsyncLocalStorage, as are
// the request's headers (lib/server-request.ts: its cookies and agent). The router's dehydrate() writes the
// page's language, settings and the loaders' answers once ($_TSR.router.dehydratedData).
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
import { firstAnswersAtom } from './api/first-answers'
import { preloadCardActions } from './app/AppProviders'
import { preloadMemberFrame } from './app/layouts/Frame'
import { createAppRouter } from './app/router'
import type { SsrData } from './app/ssr-data'
import type { SettingsResponse } from './contract/settings'
import type { Locale } from './contract/locale-codes'
import type {
  LazyPart,
  RenderInput,
  RenderOutput,
  RenderRedirect,
  RenderShell,
  ServerTransport,
} from './contract/ssr'
import type { UserResponse } from './contract/user'
import { pageHead } from './app/page-head'
import { loadMessages } from './features/locale/i18n'
import { setDrawnPartNote, setServerHeaders } from './lib/server-request'
import { settingsAtom, userAtom } from './session/state'

export type { RenderInput, RenderOutput, RenderRedirect, RenderShell }

/** What the app's code reaches of the request being rendered. */
interface Rendering {
  transport: ServerTransport
  headers: Headers
  /** The lazy parts the page has drawn (lib/server-request.ts). */
  parts: Set<LazyPart>
}

const renderings = new AsyncLocalStorage<Rendering>()

setServerTransport((url, init) => {
  const rendering = renderings.getStore()
  if (!rendering) return Promise.reject(new Error(`No request for the call to ${url}`))
  return rendering.transport(url, init)
})
setServerHeaders(() => renderings.getStore()?.headers)
setDrawnPartNote((part) => renderings.getStore()?.parts.add(part))

// The members' actions and a member's parts of the frame are loaded once, now: else the first
// page with them after a start waits for their code and streams them at its end (the page's
// buttons arrive last; the activation reminder arrived after a member's chats, and moved them).
void preloadCardActions()
void preloadMemberFrame('any')

/** Each language's catalog, loaded once per process, not per page. */
const catalogs = new Map<Locale, ReturnType<typeof loadMessages>>()
function catalogOf(locale: Locale): ReturnType<typeof loadMessages> {
  let catalog = catalogs.get(locale)
  if (!catalog) catalogs.set(locale, (catalog = loadMessages(locale)))
  return catalog
}

const NOSCRIPT = msg`Searching, likes, chat and the forms need JavaScript: switch it on to use them.`

/**
 * The member of the request's session: null for a visitor, undefined for a session the server
 * does not know (the app finds that out itself, from the shell).
 */
async function memberOf(
  session: boolean,
  transport: ServerTransport,
): Promise<UserResponse | null | undefined> {
  if (!session) return null
  const answer = await transport('/api/user.php', { method: 'GET' })
  return answer.status === 200 ? (answer.body as UserResponse) : undefined
}

/**
 * Renders `input.request`'s page, or answers where the router sends it instead, or null where
 * the shell should go out.
 */
export function renderPage(
  input: RenderInput,
): Promise<RenderOutput | RenderRedirect | RenderShell> {
  const rendering = {
    transport: input.transport,
    headers: input.request.headers,
    parts: new Set<LazyPart>(),
  }
  return renderings.run(rendering, () => render(input, rendering))
}

async function render(
  { request, transport, locale, nonce, session, liveCursor }: RenderInput,
  { parts }: Rendering,
): Promise<RenderOutput | RenderRedirect | RenderShell> {
  const store = createStore()
  const [settingsAnswer, messages, member] = await Promise.all([
    transport('/api/settings.php', { method: 'GET' }),
    catalogOf(locale),
    memberOf(session, transport),
  ])
  if (member === undefined) return null
  // Before the routes' loaders read the page's data: what comes after it, the page replays.
  const liveFrom = member === null ? null : await liveCursor(member.id)
  store.set(userAtom, member)
  const settings = settingsAnswer.status === 200 ? (settingsAnswer.body as SettingsResponse) : null
  if (settings) store.set(settingsAtom, settings)
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })

  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({
        store,
        i18n,
        dehydrate: (): SsrData => ({
          locale,
          settings,
          user: member,
          liveFrom,
          // The /api calls' answers, as the server's transport parsed them from JSON.
          answers: store.get(firstAnswersAtom) as SsrData['answers'],
        }),
      })
      router.update({ ...router.options, ssr: { nonce } })
      return router
    },
  })
  let routeIds: string[] = []
  let head = pageHead({
    routeId: '__root__',
    params: {},
    answers: {},
    i18n,
    siteName: settings?.name ?? '',
    cdnPrefix: settings?.cdn_prefix ?? '',
    url: new URL(request.url),
  })
  const response = await handler(({ request, router, responseHeaders }) => {
    // The router has loaded: its matches are the page's routes, the last its page.
    const matches = router.state.matches
    routeIds = matches.map((match) => match.routeId)
    const page = matches.at(-1)
    if (page)
      head = pageHead({
        routeId: page.routeId,
        params: page.params,
        answers: store.get(firstAnswersAtom),
        i18n,
        siteName: settings?.name ?? '',
        cdnPrefix: settings?.cdn_prefix ?? '',
        url: new URL(request.url),
      })
    return renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: <RouterServer router={router} />,
    })
  })
  const location = response.headers.get('location')
  if (response.status >= 300 && response.status < 400 && location) {
    await response.body?.cancel()
    return { status: response.status, redirect: location }
  }
  return {
    status: response.status,
    head,
    locale,
    noscript: i18n._(NOSCRIPT),
    routeIds,
    drawnParts: () => [...parts],
    body: response.body,
  }
}
