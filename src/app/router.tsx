// The router. createAppRouter makes one per store and i18n instance: the browser makes one
// (app/client-router.ts, with the module singletons), the server one per request (src/entry-server.tsx),
// so a request's guards, loaders and components never see another request's state. The
// providers (jotai, Lingui, the card's actions) are the router's Wrap, so on a server-rendered
// page they render only after the router's hydrate() has activated the page's language.
import type { I18n } from '@lingui/core'
import { createRouter, Scripts } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { AppProviders, type Store } from './AppProviders'
import type { SsrData } from './ssr-data'

/** What every guard and loader gets: this request's (or this tab's) store and i18n. */
export interface RouterContext {
  store: Store
  i18n: I18n
}

export interface AppRouterOptions extends RouterContext {
  /** Server: what the page carries for the client's first render (written once). */
  dehydrate?: () => SsrData
  /** Client: takes the server's data before the first (hydrating) render. */
  hydrate?: (data: SsrData) => Promise<void> | void
}

export function createAppRouter({ store, i18n, dehydrate, hydrate }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { store, i18n },
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    // The browser's own: the server writes no restoring script into its pages. Run while the
    // page was still being parsed, its scrollTo() made the browser lay the page out before its
    // first paint, a long task on a phone (some 130 ms here, 500 on Lighthouse's phone); a
    // visitor's first page starts at the top, and the client restores the scroll of a page it
    // renders itself.
    scrollRestoration: !import.meta.env.SSR,
    Wrap: ({ children }) => (
      <AppProviders store={store} i18n={i18n}>
        {children}
      </AppProviders>
    ),
    // On the server, <Scripts> writes the router's first hydration scripts ($_TSR: the
    // matches, their loader data, dehydrate()'s data) at the end of #root; they remove
    // themselves when run, so the browser's first render (which renders none) matches.
    InnerWrap: ({ children }) => (
      <>
        {children}
        <Scripts />
      </>
    ),
    dehydrate,
    hydrate,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
