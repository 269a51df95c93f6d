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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type {
  HeadTags,
  LazyPart,
  RenderInput,
  RenderOutput,
  RenderRedirect,
  RenderShell,
  RouteChunks,
} from '../../src/contract/ssr'
import { localeOfUrl, type Locale } from '../../src/contract/locale-codes'
import { HELD_SUBMIT, HYDRATED_ATTRIBUTE, SSR_FORM_ATTRIBUTE } from '../../src/contract/ssr-markers'
import { lastEventId } from '../domain/events/member-events'
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

/**
 * The pages the server renders for a member: the member search and their chats, where a
 * mail's link, a notification and a reopened browser land. The installed app starts from its
 * cached shell instead.
 */
export const MEMBER_SSR_PATHS = /^\/(members|search|chats)\/?$/

const ROOT_ELEMENT = '<div id="root"></div>'

/**
 * Before the app has hydrated a form of the page, its submit is held: not sent natively, which
 * would leave the page (and a form's GET would put its fields in the address), but kept, and
 * sent by the form once it has hydrated (src/ui/early-input.ts), with what was typed. Per
 * form, not per page: the page's content hydrates after the app's frame.
 */
const submitGuard = (nonce: string): string =>
  `<script nonce="${nonce}">document.addEventListener('submit',function(e){var f=e.target;` +
  `if(f.hasAttribute('${SSR_FORM_ATTRIBUTE}')&&!f.hasAttribute('${HYDRATED_ATTRIBUTE}')){` +
  `e.preventDefault();window.${HELD_SUBMIT}={form:f,submitter:e.submitter}}},true)</script>`

interface EntryServer {
  renderPage(input: RenderInput): Promise<RenderOutput | RenderRedirect | RenderShell>
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
 * The <head> links of a page of `routeIds`: its styles (there before the first paint, so the
 * rendered page does not move when the route's code arrives) and each route's code as a module
 * preload (it loads beside the entry instead of after it). From the client build's
 * route-chunks.json; none when the build has no such file.
 */
export function routeLinks(
  chunks: RouteChunks | null,
  routeIds: readonly string[],
  page: string,
): { styles: string; scripts: string } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const id of routeIds) {
    for (const file of chunks?.routes[id]?.js ?? []) js.add(file)
    for (const file of chunks?.routes[id]?.css ?? []) css.add(file)
  }
  const absent = (file: string) => !page.includes(`"/${file}"`)
  return {
    styles: [...css]
      .filter(absent)
      .map((file) => `<link rel="stylesheet" href="/${file}">`)
      .join(''),
    scripts: [...js]
      .filter(absent)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join(''),
  }
}

/** The styles of the lazy parts a page drew, but those it links already. */
export function partStyles(
  chunks: RouteChunks | null,
  parts: readonly LazyPart[],
  page: string,
): string {
  const css = new Set(parts.flatMap((part) => chunks?.parts[part].css ?? []))
  return [...css]
    .filter((file) => !page.includes(`"/${file}"`))
    .map((file) => `<link rel="stylesheet" href="/${file}">`)
    .join('')
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
 * Visitors' rendered pages, each fresh for `ttlMs` (SSR_CACHE_MS): a page a thousand visitors
 * arrive on from the same ad is rendered once a second, not a thousand times. Past that, for
 * STALE_TTLS times as long, the page is still sent while one render in the background replaces
 * it (stale-while-revalidate), so no visitor after the first waits for a render; an older page
 * is rendered anew for its visitor. At most MAX_PAGES keys (a URL's query makes new ones), the
 * oldest dropped first.
 */
class PageCache {
  static readonly MAX_PAGES = 500
  static readonly STALE_TTLS = 10
  readonly #pages = new Map<string, RenderedPage & { rendered: number }>()
  /** The keys being rendered in the background: one render each. */
  readonly #refreshing = new Set<string>()
  constructor(readonly ttlMs: number) {}

  get(key: string): (RenderedPage & { stale: boolean }) | undefined {
    const page = this.#pages.get(key)
    if (page === undefined) return undefined
    const age = performance.now() - page.rendered
    if (age <= this.ttlMs) return { ...page, stale: false }
    if (age <= this.ttlMs * PageCache.STALE_TTLS) return { ...page, stale: true }
    this.#pages.delete(key)
    return undefined
  }

  set(key: string, page: RenderedPage): void {
    this.#pages.delete(key)
    this.#pages.set(key, { ...page, rendered: performance.now() })
    if (this.#pages.size > PageCache.MAX_PAGES) {
      const oldest = this.#pages.keys().next().value
      if (oldest !== undefined) this.#pages.delete(oldest)
    }
  }

  /** Runs `render` for `key` unless one is running already; `render` must not reject. */
  refresh(key: string, render: () => Promise<void>): void {
    if (this.#refreshing.has(key)) return
    this.#refreshing.add(key)
    void render().finally(() => this.#refreshing.delete(key))
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

  /**
   * Renders `request`'s page into the document `page`: its status and parts as they stream,
   * the router's redirect, or null where the shell goes out instead (the render failed, has
   * not started within budgetMs, or the session is not one the server knows).
   */
  async function start(
    request: FastifyRequest,
    page: string,
    locale: Locale,
    signal: AbortSignal,
    nonce: string,
  ): Promise<{ status: number; parts: AsyncIterable<Buffer> } | RenderRedirect | null> {
    const entry = await loadEntry()
    if (!entry) return null
    const abort = new AbortController()
    signal.addEventListener('abort', () => abort.abort(signal.reason), { once: true })
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value)
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
      session: request.cookies[SESSION_COOKIE] !== undefined,
      liveCursor: (member) => lastEventId(app.db, member),
    })
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), budgetMs)
    })
    let rendered: RenderOutput | RenderRedirect | RenderShell | 'late'
    try {
      rendered = await Promise.race([rendering, late])
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering failed: the shell goes out')
      return null
    } finally {
      clearTimeout(timer)
    }
    if (rendered === 'late') {
      request.log.warn({ budgetMs }, 'Server rendering over its budget: the shell goes out')
      abort.abort(new Error('Over the render budget'))
      rendering.then(
        (late) => {
          if (late && 'body' in late) void late.body?.cancel().catch(() => undefined)
        },
        () => undefined,
      )
      return null
    }
    if (rendered === null || !('body' in rendered)) return rendered
    if (!rendered.body) return null

    // Read once, also when the build has none (null).
    if (chunks === undefined) chunks = readRouteChunks(path.join(staticDir, 'route-chunks.json'))
    const built = chunks
    const links = routeLinks(built, rendered.routeIds, page)
    const [before = '', after = ''] = withHead(page, rendered.head)
      .replace(/<html lang="[^"]*"/, `<html lang="${rendered.locale}"`)
      .replace('</head>', `${links.scripts}</head>`)
      // The page reads without JavaScript; what does not work without it is said under it.
      .replace(
        /<noscript>[^<]*<\/noscript>/,
        `<noscript>${escapeHtml(rendered.noscript)}</noscript>`,
      )
      .split(ROOT_ELEMENT)
    return {
      status: rendered.status,
      parts: documentParts(
        before,
        after,
        // Once the first part is drawn: the parts it drew, whose styles come with the routes'.
        () => links.styles + partStyles(built, rendered.drawnParts?.() ?? [], page + links.styles),
        nonce,
        rendered.body,
      ),
    }
  }
}

/**
 * The page around the app's HTML, read from the web stream the entry answers. Read with its
 * own reader, never through a Node stream made ahead: one the response never got to read (the
 * browser left first) had no error listener, and the router ending its stalled stream two
 * minutes later (its lifetime) threw the error out of the process. A part not read is
 * cancelled when the response stops reading; the render's own request signal ends a render
 * whose response never started.
 */
async function* documentParts(
  before: string,
  after: string,
  styles: () => string,
  nonce: string,
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<Buffer> {
  const reader = body.getReader()
  let done = false
  try {
    // The first part is read before the head goes out: the photos its preloads name go first.
    const first = await reader.read()
    const { photos, rest } = first.done
      ? { photos: '', rest: Buffer.alloc(0) }
      : firstPhotos(first.value)
    const { page, code } = codeAfterPaint(paintFirst(before, styles() + photos))
    yield Buffer.from(`${page}${submitGuard(nonce)}<div id="root">`)
    if (!first.done) {
      yield rest
      for (;;) {
        const next = await reader.read()
        if (next.done) break
        yield Buffer.from(next.value)
      }
    }
    done = true
    const loader = codeLoader(code, nonce)
    const end = after.lastIndexOf('</body>')
    yield Buffer.from(
      end === -1
        ? `</div>${after}${loader}`
        : `</div>${after.slice(0, end)}${loader}${after.slice(end)}`,
    )
  } finally {
    if (!done) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** A photo the page asks for first (the first cards', a member's own): React's preload of it. */
const PHOTO_PRELOAD = /^<link rel="preload" as="image"[^>]*\bfetchPriority="high"[^>]*\/?>$/

/**
 * The preloads React puts at the start of the app's HTML, split into the first photos' (moved
 * to the head by paintFirst) and the rest of the part. Read as latin1, which keeps every byte,
 * so a character cut at the part's end is sent as it came.
 */
export function firstPhotos(part: Uint8Array): { photos: string; rest: Buffer } {
  const bytes = Buffer.from(part.buffer, part.byteOffset, part.byteLength)
  const links = /^(?:<link [^>]*>)+/.exec(bytes.toString('latin1'))?.[0] ?? ''
  const tags = links.match(/<link [^>]*>/g) ?? []
  const photos = tags.filter((tag) => PHOTO_PRELOAD.test(tag))
  if (photos.length === 0) return { photos: '', rest: bytes }
  const others = tags.filter((tag) => !PHOTO_PRELOAD.test(tag)).join('')
  return {
    photos: photos.join(''),
    rest: Buffer.concat([Buffer.from(others, 'latin1'), bytes.subarray(links.length)]),
  }
}

/**
 * The page with what its first paint needs ahead of its code: its styles (the site's, then
 * `links`: the route's, and the first photos' preloads). The largest paint of a page of cards
 * is the first photo, a few KB; behind some twenty module preloads on a phone's connection (six
 * requests at a time over HTTP/1.1) the styles and the photo waited for the route's code, and
 * the page stayed blank.
 */
export function paintFirst(page: string, links: string): string {
  const head = page.indexOf('</head>')
  if (head === -1) return page
  const own = page.slice(0, head).match(/<link rel="stylesheet"[^>]*>/g) ?? []
  const rest = own.reduce((html, link) => html.replace(link, ''), page.slice(0, head))
  const found = rest.search(/<script\b|<link rel="modulepreload"/)
  const at = found === -1 ? rest.length : found
  return `${rest.slice(0, at)}${own.join('')}${links}${rest.slice(at)}${page.slice(head)}`
}

/** The app's code of a rendered page: its entry script and the module preloads. */
interface PageCode {
  entry: string | null
  preloads: string[]
}

/**
 * The head of `page` without its code (the entry's script and the module preloads: the shell's
 * and the routes'), and that code, which codeLoader asks for once the page has painted.
 */
export function codeAfterPaint(page: string): { page: string; code: PageCode } {
  const code: PageCode = { entry: null, preloads: [] }
  const head = page.indexOf('</head>')
  if (head === -1) return { page, code }
  const without = page
    .slice(0, head)
    .replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      code.entry ??= src
      return ''
    })
    .replace(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      code.preloads.push(href)
      return ''
    })
  return { page: without + page.slice(head), code }
}

/**
 * Asks for the page's code once the page has painted: a rendered page reads without it, and
 * what it paints with (its styles, its first photos) has the connection to itself meanwhile.
 * Named in the head as the shell names them, the code (some 190 KB on a member page) was asked
 * for beside the styles and the photo, and on a phone's connection the first paint waited for
 * most of it. Asked for at once in a tab that is hidden (it paints nothing), and after a second
 * where a frame never comes.
 */
export function codeLoader({ entry, preloads }: PageCode, nonce: string): string {
  if (entry === null) return ''
  return (
    `<script nonce="${nonce}">(function(){var d=document,asked=0;function ask(){if(asked)return;` +
    `asked=1;${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(d.visibilityState==='hidden')ask();else{requestAnimationFrame(function(){` +
    `setTimeout(ask,0)});setTimeout(ask,1000)}})()</script>`
  )
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
