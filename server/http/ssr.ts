// Server-rendered first screens (issue 30, docs/ssr.md): a visitor's GET of a page in
// SSR_PATHS is answered with the built index.html (the site's brand, plugins/brand.ts) whose
// #root holds the app's HTML, streamed by the server bundle (SSR_DIR/entry-server.js, built by
// `npm run build:ssr` from src/entry-server.tsx) with TanStack Router's hydration scripts. The
// routes' calls run in process as the asking browser (boot-answers.ts injectAsBrowser): the
// same validation, authorization and rate limits as the browser's own calls.
//
// A member's first load of the member search and of their chats (MEMBER_SSR_PATHS) is rendered
// too, as that member (their session's calls, never kept for others); their other pages fill
// in from IndexedDB.
//
// A path the router sends elsewhere (/search → /members) is answered with that redirect.
// Everything else gets the client-rendered shell with its boot answers, as before: members'
// other pages, a session the server no longer knows, "/index.html" (the service worker's
// shell, which must stay empty), a render that fails or is slower than SSR_BUDGET_MS, and any
// request while the server refuses calls as overloaded.
//
// This module decides which requests are rendered and sends them, through the page cache
// (ssr-page-cache.ts); the render call and its budget are ssr-render.ts, the document around
// the app's HTML ssr-document.ts (its head: ssr-head.ts, its scripts: ssr-code-loader.ts), the
// response's headers ssr-reply.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Readable } from 'node:stream'
import { localeOfUrl, type Locale } from '../../src/contract/locale-codes'
import { countryOfIp } from '../domain/geo/geoip'
import { requestLocale } from './request-locale'
import { SESSION_COOKIE } from './session-cookies'
import { ROOT_ELEMENT } from './ssr-document'
import { PageCache } from './ssr-page-cache'
import { pageRenderer } from './ssr-render'
import { newNonce, sendDocument, sendRedirect } from './ssr-reply'

/**
 * The pages a visitor lands on that the server renders: home, the member search (and its
 * alias /search), a member's page with its landing and signup pages, the landers, signup,
 * login, the price list, premium and the site's pages.
 */
export const SSR_PATHS =
  /^\/(|members|search|members\/\d+(\/landing|\/signup|\/landing[23]\/[^/]+)?|landers\/[\w-]+\/[^/]+|signup|login|pricing|premium|pages\/[\w-]+)\/?$/

/**
 * The pages the server renders for a member: the member search and their chats, where a
 * mail's link, a notification and a reopened browser land. The installed app starts from its
 * cached shell instead.
 */
export const MEMBER_SSR_PATHS = /^\/(members|search|chats)\/?$/

export interface SsrPages {
  /** Sends the server-rendered page; false when this request gets the shell instead. */
  send(request: FastifyRequest, reply: FastifyReply, page: string): Promise<boolean>
}

export function ssrPages(
  app: FastifyInstance,
  {
    ssrDir,
    staticDir,
    budgetMs,
    cacheMs,
  }: { ssrDir: string; staticDir: string; budgetMs: number; cacheMs: number },
): SsrPages {
  const pages = new PageCache(cacheMs)
  const start = pageRenderer(app, { ssrDir, staticDir, budgetMs })
  return {
    async send(request, reply, page) {
      const pathname = request.url.split('?')[0] ?? '/'
      const member = request.cookies[SESSION_COOKIE] !== undefined
      if (
        request.method !== 'GET' ||
        !(member ? MEMBER_SSR_PATHS : SSR_PATHS).test(pathname) ||
        !page.includes(ROOT_ELEMENT) ||
        // Rendering costs more than the shell; an overloaded server sends the shell.
        app.overload.refusing
      )
        return false

      // What a visitor's page depends on: the site, the language, the country of the address
      // (the settings' and the search's), the URL and the cookies (an affiliate's traffic
      // source, the design with DEV_TOOLS; a first visit has none).
      const locale = requestLocale(
        request,
        localeOfUrl(new URL(request.url, 'http://localhost')) ?? undefined,
      )
      // A member's page is theirs: rendered for each load, never kept.
      const key =
        cacheMs > 0 && !member
          ? [
              request.site.id,
              locale,
              (await countryOfIp(request.ip)) ?? '',
              request.url,
              request.headers.cookie ?? '',
            ].join('\n')
          : null
      const cached = key === null ? undefined : pages.get(key)
      if (key !== null && cached) {
        if (cached.stale) pages.refresh(key, () => refresh(request, page, locale, key))
        // The same page, under this response's own nonce.
        const fresh = newNonce()
        await sendDocument(reply, cached.status, fresh, cached.html.replaceAll(cached.nonce, fresh))
        return true
      }

      const abort = new AbortController()
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('The browser left'))
      })
      const nonce = newNonce()
      const started = await start(request, page, locale, abort.signal, nonce)
      if (started === null) return false
      if ('redirect' in started) return sendRedirect(request, reply, started)
      const { status, parts } = started
      async function* document() {
        const kept: Buffer[] = []
        for await (const part of parts) {
          if (key !== null) kept.push(part)
          yield part
        }
        // The whole page went out: the next visitors with the same key get it (PageCache).
        if (key !== null && status === 200)
          pages.set(key, { html: Buffer.concat(kept).toString('utf8'), nonce, status })
      }
      await sendDocument(reply, status, nonce, Readable.from(document()))
      return true
    },
  }

  /** A kept page that went stale, rendered anew for the next visitors (nobody waits for it). */
  async function refresh(
    request: FastifyRequest,
    page: string,
    locale: Locale,
    key: string,
  ): Promise<void> {
    try {
      const nonce = newNonce()
      const started = await start(request, page, locale, new AbortController().signal, nonce)
      if (started === null || 'redirect' in started) return
      const kept: Buffer[] = []
      for await (const part of started.parts) kept.push(part)
      if (started.status === 200)
        pages.set(key, { html: Buffer.concat(kept).toString('utf8'), nonce, status: 200 })
    } catch (error) {
      // The kept page stays until its time is over; the next visitor after that renders it.
      request.log.warn({ err: error }, 'Rendering a kept page anew failed')
    }
  }
}
