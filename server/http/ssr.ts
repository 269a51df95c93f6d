// Server-rendered first screens (issue 30, docs/ssr.md): a visitor's GET of a page in
// SSR_PATHS is answered with the built index.html (the site's brand, plugins/brand.ts) whose
// #root holds the app's HTML, streamed by the server bundle (SSR_DIR/entry-server.js, built by
// `npm run build:ssr` from src/entry-server.tsx) with TanStack Router's hydration scripts. The
// routes' calls run in process as the asking browser (boot-answers.ts injectAsBrowser): the
// same validation, authorization and rate limits as the browser's own calls.
//
// A path the router sends elsewhere (/search → /members) is answered with that redirect.
// Everything else gets the client-rendered shell with its boot answers, as before: members
// (their pages fill in from IndexedDB), "/index.html" (the service worker's shell, which must
// stay empty), a render that fails or is slower than SSR_BUDGET_MS, and any request while the
// server refuses calls as overloaded.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type {
  HeadTags,
  RenderInput,
  RenderOutput,
  RenderRedirect,
  RouteChunks,
} from '../../src/contract/ssr'
import { localeOfUrl } from '../../src/contract/locale-codes'
import { HYDRATED_ATTRIBUTE } from '../../src/contract/ssr-markers'
import { countryOfIp } from '../domain/geo/geoip'
import { escapeHtml } from '../domain/html'
import { injectAsBrowser } from './boot-answers'
import { requestLocale } from './request-locale'
import { SESSION_COOKIE } from './session-cookies'

/**
 * The pages a visitor lands on that the server renders: home, the member search (and its
 * alias /search), a member's page with its landing and signup pages, the landers, signup,
 * login, the price list, premium and the site's pages.
 */
export const SSR_PATHS =
  /^\/(|members|search|members\/\d+(\/landing|\/signup|\/landing[23]\/[^/]+)?|landers\/[\w-]+\/[^/]+|signup|login|pricing|premium|pages\/[\w-]+)\/?$/

const ROOT_ELEMENT = '<div id="root"></div>'

/**
 * Before the app has hydrated the page, a form's submit does nothing (its fields keep what was
 * typed; after hydration the app sends it). Sent natively it would leave the page (and a
 * form's GET would put its fields in the address).
 */
const submitGuard = (nonce: string): string =>
  `<script nonce="${nonce}">document.addEventListener('submit',function(e){` +
  `if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}'))e.preventDefault()},true)</script>`

interface EntryServer {
  renderPage(input: RenderInput): Promise<RenderOutput | RenderRedirect>
}

/**
 * The server bundle, imported once; null when it is not built. Not re-imported after a new
 * build: a `?v=` import would be a second instance of the entry beside the one its own chunks
 * import, with its own AsyncLocalStorage, and the routes' calls would find no request. A new
 * build needs a restart, as the server's own code does.
 */
function entryLoader(file: string): () => Promise<EntryServer | null> {
  let entry: Promise<EntryServer> | undefined
  return async () => {
    if (entry) return entry
    if (!existsSync(file)) return null
    entry = import(pathToFileURL(file).href) as Promise<EntryServer>
    return entry
  }
}

/** `csp` with `nonce` allowed in script-src: the router's inline scripts of this response. */
export function withScriptNonce(csp: string, nonce: string): string {
  const directives = csp.split(';').map((directive) => directive.trim())
  const index = directives.findIndex((directive) => /^script-src\s/.test(directive))
  if (index === -1) return [...directives, `script-src 'self' 'nonce-${nonce}'`].join(';')
  directives[index] = `${directives[index] ?? ''} 'nonce-${nonce}'`
  return directives.join(';')
}

/**
 * The <head> links of a page of `routeIds`: each route's code as a module preload (it loads
 * beside the entry instead of after it) and its styles (there before the first paint, so the
 * rendered page does not move when the route's code arrives). From the client build's
 * route-chunks.json; none when the build has no such file.
 */
export function routeLinks(
  chunks: RouteChunks | null,
  routeIds: readonly string[],
  page: string,
): string {
  if (!chunks) return ''
  const js = new Set<string>()
  const css = new Set<string>()
  for (const id of routeIds) {
    for (const file of chunks.routes[id]?.js ?? []) js.add(file)
    for (const file of chunks.routes[id]?.css ?? []) css.add(file)
  }
  const absent = (file: string) => !page.includes(`"/${file}"`)
  return [
    ...[...css].filter(absent).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...js]
      .filter(absent)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('')
}

/** The page's own title and description, and its canonical, robots and Open Graph tags. */
export function withHead(page: string, head: HeadTags): string {
  const og = [
    ['og:type', head.og.type],
    ['og:title', head.og.title],
    ['og:description', head.og.description],
    ['og:url', head.canonical],
    ...(head.og.image === null ? [] : [['og:image', head.og.image]]),
  ]
  const card = head.og.image === null ? 'summary' : 'summary_large_image'
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    ...og.map(
      ([property = '', content = '']) =>
        `<meta property="${property}" content="${escapeHtml(content)}">`,
    ),
    `<meta name="twitter:card" content="${card}">`,
  ].join('')
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${escapeHtml(head.description)}${end}`,
    )
    .replace('</head>', () => `${tags}</head>`)
}

function readRouteChunks(file: string): RouteChunks | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteChunks
  } catch {
    return null
  }
}

/** A nonce of 128 random bits, in base64: 22 characters no page text can hold by chance. */
const newNonce = (): string => randomBytes(16).toString('base64')

interface RenderedPage {
  html: string
  /** The nonce its scripts carry; replaced by each response's own. */
  nonce: string
  status: number
}

/**
 * Visitors' rendered pages, each kept for `ttlMs` (SSR_CACHE_MS): a page a thousand visitors
 * arrive on from the same ad is rendered once a second, not a thousand times. At most
 * MAX_PAGES keys (a URL's query makes new ones), the oldest dropped first.
 */
class PageCache {
  static readonly MAX_PAGES = 500
  readonly #pages = new Map<string, RenderedPage & { expires: number }>()
  constructor(readonly ttlMs: number) {}

  get(key: string): RenderedPage | undefined {
    const page = this.#pages.get(key)
    if (page === undefined) return undefined
    if (page.expires > performance.now()) return page
    this.#pages.delete(key)
    return undefined
  }

  set(key: string, page: RenderedPage): void {
    this.#pages.delete(key)
    this.#pages.set(key, { ...page, expires: performance.now() + this.ttlMs })
    if (this.#pages.size > PageCache.MAX_PAGES) {
      const oldest = this.#pages.keys().next().value
      if (oldest !== undefined) this.#pages.delete(oldest)
    }
  }
}

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
  const loadEntry = entryLoader(path.join(ssrDir, 'entry-server.js'))
  let chunks: RouteChunks | null | undefined
  return {
    async send(request, reply, page) {
      const pathname = request.url.split('?')[0] ?? '/'
      if (
        request.method !== 'GET' ||
        !SSR_PATHS.test(pathname) ||
        request.cookies[SESSION_COOKIE] !== undefined ||
        !page.includes(ROOT_ELEMENT) ||
        // Rendering costs more than the shell; an overloaded server sends the shell.
        app.overload.refusing
      )
        return false
      const entry = await loadEntry()
      if (!entry) return false

      // What a visitor's page depends on: the site, the language, the country of the address
      // (the settings' and the search's), the URL and the cookies (an affiliate's traffic
      // source, the design with DEV_TOOLS; a first visit has none).
      const locale = requestLocale(
        request,
        localeOfUrl(new URL(request.url, 'http://localhost')) ?? undefined,
      )
      const key =
        cacheMs > 0
          ? [
              request.site.id,
              locale,
              (await countryOfIp(request.ip)) ?? '',
              request.url,
              request.headers.cookie ?? '',
            ].join('\n')
          : null
      const cached = key === null ? undefined : pages.get(key)
      if (cached) {
        // The same page, under this response's own nonce.
        const fresh = newNonce()
        await sendDocument(reply, cached.status, fresh, cached.html.replaceAll(cached.nonce, fresh))
        return true
      }

      const abort = new AbortController()
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('The browser left'))
      })
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value)
      const nonce = newNonce()
      const rendering = entry.renderPage({
        request: new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
          headers,
          signal: abort.signal,
        }),
        transport: async (url, init) => {
          // The page's language, also where a link's LANG_PARAM chose it (the calls have no
          // such parameter): the settings' region names, the pages' texts.
          const response = await injectAsBrowser(app, request, url, init, locale)
          let body: unknown = null
          try {
            body = response.body === '' ? null : response.json()
          } catch {
            body = response.body
          }
          const retryAfter = response.headers['retry-after']
          return {
            status: response.statusCode,
            body,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          }
        },
        locale,
        nonce,
      })
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), budgetMs)
      })
      let rendered: RenderOutput | RenderRedirect | 'late'
      try {
        rendered = await Promise.race([rendering, late])
      } catch (error) {
        request.log.error({ err: error }, 'Server rendering failed: the shell goes out')
        return false
      } finally {
        clearTimeout(timer)
      }
      if (rendered === 'late') {
        request.log.warn({ budgetMs }, 'Server rendering over its budget: the shell goes out')
        abort.abort(new Error('Over the render budget'))
        rendering.then(
          (late) => {
            if ('body' in late) void late.body?.cancel().catch(() => undefined)
          },
          () => undefined,
        )
        return false
      }
      if ('redirect' in rendered) return sendRedirect(request, reply, rendered)
      if (!rendered.body) return false

      // Read once, also when the build has none (null).
      if (chunks === undefined) chunks = readRouteChunks(path.join(staticDir, 'route-chunks.json'))
      const [before = '', after = ''] = withHead(page, rendered.head)
        .replace(/<html lang="[^"]*"/, `<html lang="${rendered.locale}"`)
        .replace('</head>', `${routeLinks(chunks, rendered.routeIds, page)}</head>`)
        // The page reads without JavaScript; what does not work without it is said under it.
        .replace(
          /<noscript>[^<]*<\/noscript>/,
          `<noscript>${escapeHtml(rendered.noscript)}</noscript>`,
        )
        .split(ROOT_ELEMENT)
      const body = Readable.fromWeb(rendered.body)
      const status = rendered.status
      async function* document() {
        const parts: Buffer[] = []
        const part = (chunk: string | Uint8Array) => {
          const bytes = Buffer.from(chunk)
          if (key !== null) parts.push(bytes)
          return bytes
        }
        yield part(`${before}${submitGuard(nonce)}<div id="root">`)
        for await (const chunk of body) yield part(chunk as Uint8Array)
        yield part(`</div>${after}`)
        // The whole page went out: the next visitors with the same key get it (pageCache).
        if (key !== null && status === 200)
          pages.set(key, { html: Buffer.concat(parts).toString('utf8'), nonce, status })
      }
      await sendDocument(reply, status, nonce, Readable.from(document()))
      return true
    },
  }
}

/** The router's redirect, on this site only (else the shell goes out, and the app redirects). */
async function sendRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, redirect }: RenderRedirect,
): Promise<boolean> {
  const here = new URL(request.url, `http://${request.host}`)
  const there = new URL(redirect, here)
  if (there.origin !== here.origin) return false
  await reply
    .header('cache-control', 'private, no-cache')
    .redirect(`${there.pathname}${there.search}`, status)
  return true
}

/** The rendered page's headers, then its body. */
async function sendDocument(
  reply: FastifyReply,
  status: number,
  nonce: string,
  body: Readable | string,
): Promise<void> {
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp === 'string') reply.header('content-security-policy', withScriptNonce(csp, nonce))
  await reply
    .code(status)
    // The visitor's language and the site's settings are in it: not for shared caches.
    .header('cache-control', 'private, no-cache')
    .type('text/html; charset=utf-8')
    .send(body)
}
