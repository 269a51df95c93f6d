// The server's way into the server-rendering bundle (server/http/ssr.ts → src/entry-server.tsx,
// built apart into SSR_DIR): what a render gets and what it gives back. Types only.
import type { Locale } from './locale-codes'

/**
 * An /api call in process, as the asking browser (the boot answers' inject): its cookies,
 * language, agent and address. The answer's body is parsed JSON (or the text, or null).
 */
export type ServerTransport = (
  url: string,
  init: { method: string; body?: string },
) => Promise<{ status: number; body: unknown; retryAfter?: string | null }>

export interface RenderInput {
  /** The browser's request (its URL, headers and an abort signal). */
  request: Request
  transport: ServerTransport
  /** The language to render in, picked as the client picks it (server/http/request-locale.ts). */
  locale: Locale
  /** The nonce of this response's Content-Security-Policy, for the router's inline scripts. */
  nonce: string
  /** The request carries a session cookie (the server read it): render for its member. */
  session: boolean
  /**
   * The member's newest live event id now (GET /api/events.php's numbering): read before the
   * page's data, so the page's channel replays whatever came after it (SsrData.liveFrom).
   */
  liveCursor: (member: number) => Promise<number>
}

/** The page's <head> of a rendered page (src/app/page-head.ts; server/http/ssr.ts writes it). */
export interface HeadTags {
  title: string
  description: string
  /** The page's address without its query (but its LANG_PARAM, the page's own language). */
  canonical: string
  /**
   * The page in each language (hreflang, the language's LANG_PARAM link) and x-default (no
   * parameter: the visitor's own language); none on a page search engines should not list.
   */
  alternates: { hreflang: string; href: string }[]
  /** The robots meta: 'index, follow' or 'noindex, follow'. */
  robots: string
  /** The Open Graph preview of a shared link. */
  og: { type: 'website' | 'profile'; title: string; description: string; image: string | null }
}

export interface RenderOutput {
  status: number
  head: HeadTags
  /** The language the page is in (the server puts it on <html lang>). */
  locale: Locale
  /** What needs JavaScript on this page, in its language (the document's <noscript>). */
  noscript: string
  /** The router's ids of the page's routes, the root's first ('__root__', '/members/'). */
  routeIds: string[]
  /**
   * The app's lazy parts the page has drawn so far (LazyPart): asked once its first part
   * is out, as what a route draws depends on its data. Absent: none.
   */
  drawnParts?: () => LazyPart[]
  /** The app's HTML for #root, with the router's hydration scripts. */
  body: ReadableStream<Uint8Array> | null
}

/**
 * The app's parts that load lazily wherever they are drawn, not with a route: the member
 * card's actions (app/card-actions.tsx: the like and chat buttons, from the likes and chats
 * features). A page that draws one links its styles in its head, as it does its routes'.
 */
export type LazyPart = 'card-actions'

/**
 * renderPage's answer where the shell goes out instead of a rendered page: a session cookie
 * the server does not know (ended, or from another install), which the app finds out itself.
 */
export type RenderShell = null

/** The router sends the request elsewhere (/search → /members): the server answers so. */
export interface RenderRedirect {
  status: number
  /** The path and query to go to, on this site. */
  redirect: string
}

/**
 * route-chunks.json, written by the client build beside index.html (scripts/route-manifest.ts):
 * by the router's route id, the files a route's first render needs beyond the entry's own; its
 * styles in the cascade's order (what a chunk imports before its own, as the browser's app
 * links them).
 */
export interface RouteChunks {
  routes: Record<string, { js: string[]; css: string[] }>
  /** The styles of each lazy part, beyond the entry's own. */
  parts: Record<LazyPart, { css: string[] }>
}
