// The render call of a server-rendered page (ssr.ts, docs/ssr.md): the server bundle
// (SSR_DIR/entry-server.js), imported once, renders the request's page with the routes' calls
// run in process as the asking browser (boot-answers.ts injectAsBrowser); a render that fails
// or has not started within its budget (SSR_BUDGET_MS) gives way to the shell.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type {
  RenderInput,
  RenderOutput,
  RenderRedirect,
  RenderShell,
  RouteChunks,
} from '../../src/contract/ssr'
import type { Locale } from '../../src/contract/locale-codes'
import { lastEventId } from '../domain/events/member-events'
import { injectAsBrowser } from './boot-answers'
import { renderedDocument } from './ssr-document'
import { SESSION_COOKIE } from './session-cookies'

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

function readRouteChunks(file: string): RouteChunks | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteChunks
  } catch {
    return null
  }
}

/** What a render started: its status and parts as they stream, the router's redirect, or null. */
export type StartedRender = { status: number; parts: AsyncIterable<Buffer> } | RenderRedirect | null

/** Starts renders of pages with the server bundle of `ssrDir`, each within `budgetMs`. */
export function pageRenderer(
  app: FastifyInstance,
  { ssrDir, staticDir, budgetMs }: { ssrDir: string; staticDir: string; budgetMs: number },
): (
  request: FastifyRequest,
  page: string,
  locale: Locale,
  signal: AbortSignal,
  nonce: string,
) => Promise<StartedRender> {
  const loadEntry = entryLoader(path.join(ssrDir, 'entry-server.js'))
  let chunks: RouteChunks | null | undefined
  return start

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
  ): Promise<StartedRender> {
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
    return {
      status: rendered.status,
      parts: renderedDocument(page, rendered, rendered.body, chunks, nonce),
    }
  }
}
