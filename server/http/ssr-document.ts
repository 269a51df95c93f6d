// The document of a server-rendered page (ssr.ts, docs/ssr.md): the built index.html around
// the app's HTML as the server bundle streams it, with the page's head, language and
// <noscript> note, its routes' styles and preloads, the first photos ahead of the code, the
// submit guard, and the code loader at the end of the body.
import type { RenderOutput, RouteChunks } from '../../src/contract/ssr'
import { escapeHtml } from '../domain/html'
import { codeAfterPaint, codeLoader, submitGuard } from './ssr-code-loader'
import { firstPhotos, paintFirst, partStyles, routeLinks, withHead } from './ssr-head'

export const ROOT_ELEMENT = '<div id="root"></div>'

/**
 * The rendered page's document as it streams: `page` (the built index.html) with the page's
 * head, language and <noscript> note, and the links of its routes (`built`: route-chunks.json,
 * null when the build has none) around `body`, the app's HTML.
 */
export function renderedDocument(
  page: string,
  rendered: RenderOutput,
  body: ReadableStream<Uint8Array>,
  built: RouteChunks | null,
  nonce: string,
): AsyncGenerator<Buffer> {
  const links = routeLinks(built, rendered.routeIds, page)
  const [before = '', after = ''] = withHead(page, rendered.head)
    .replace(/<html lang="[^"]*"/, `<html lang="${rendered.locale}"`)
    .replace('</head>', `${links.scripts}</head>`)
    // The page reads without JavaScript; what does not work without it is said under it.
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(rendered.noscript)}</noscript>`)
    .split(ROOT_ELEMENT)
  return documentParts(
    before,
    after,
    // Once the first part is drawn: the parts it drew, whose styles come with the routes'.
    () => links.styles + partStyles(built, rendered.drawnParts?.() ?? [], page + links.styles),
    nonce,
    body,
  )
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
