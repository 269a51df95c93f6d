// The browser's router, with the module singletons (one tab, one store, one i18n). On a
// server-rendered page its hydrate() takes the server's language and settings before the
// first render, so the first render is the server's (app/ssr-client-state.ts).
import { i18n } from '@lingui/core'
import { store } from '../lib/store'
import { createAppRouter, type AppRouter } from './router'
import { hydrateClientState } from './ssr-client-state'

export const router: AppRouter = createAppRouter({ store, i18n, hydrate: hydrateClientState })
