// The head of a server-rendered page (ssr.ts, docs/ssr.md): the page's own title, description,
// canonical and Open Graph tags, its routes' styles and code from the client build's
// route-chunks.json, and the order that lets the first paint go ahead of the code (styles and
// the first photos before any script).
import type { HeadTags, LazyPart, RouteChunks } from '../../src/contract/ssr'
import { escapeHtml } from '../domain/html'

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
