// A build for tests of server rendering (http/ssr.ts): the client's index.html with its route
// manifest and route chunks (STATIC_DIR), and a server bundle (SSR_DIR) of its own instead of
// the real one (src/entry-server.tsx, built by `npm run build` and checked in Chromium by
// tests/e2e/ssr.spec.ts). The bundle answers what it was asked, so a test sees what ssr.ts gave
// it and what it made of the answer.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TestEnv } from './app'
import { fakeBuild, routeManifest } from './fake-build'
import { temporaryDir } from './temp'

export const SSR_INDEX =
  '<!doctype html><html lang="en"><head>' +
  '<meta\n      name="description"\n      content="Free dating.">' +
  '<title>Klik</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/chunks/framework.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
  '<body><div id="root"></div><noscript>This site needs JavaScript to run.</noscript></body></html>'

// renderPage by the URL's query: ?fail throws, ?slow answers when ssr.ts gives up on it,
// ?redirect is the router's redirect to /members (?offsite: to another site), a session cookie
// 'gone' one the app does not know (the shell should go out: null); otherwise it
// asks /api/settings.php through the transport and renders what it got, with an inline script
// under the nonce.
const ENTRY = `
export async function renderPage({ request, transport, locale, nonce }) {
  const url = new URL(request.url)
  if (url.searchParams.has('fail')) throw new Error('render failed')
  if (url.searchParams.has('slow'))
    await new Promise((resolve) => {
      request.signal.addEventListener('abort', resolve)
      setTimeout(resolve, 10000)
    })
  if (url.searchParams.has('redirect')) return { status: 307, redirect: url.origin + '/members?x=1' }
  if (url.searchParams.has('offsite')) return { status: 307, redirect: 'https://elsewhere.example/' }
  if ((request.headers.get('cookie') ?? '').includes('klik_session=gone')) return null
  if (url.searchParams.has('left')) {
    // A render that starts late (the browser has left by then) and whose stream stalls until
    // the router ends it with an error, as its lifetime does.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const body = new ReadableStream({
      start(controller) {
        setTimeout(() => controller.error(new Error('Stream lifetime exceeded')), 300)
      },
    })
    return { status: 200, head: { title: 'x', description: 'x', canonical: url.href, robots: 'index, follow', alternates: [], og: { type: 'website', title: 'x', description: 'x', image: null } }, locale, noscript: '', routeIds: [], body }
  }
  if (url.searchParams.has('broken')) {
    // The router ending a stalled stream: an error after the first part.
    let sent = false
    const body = new ReadableStream({
      pull(controller) {
        if (sent) return controller.error(new Error('Stream lifetime exceeded'))
        sent = true
        controller.enqueue(new TextEncoder().encode('<main>'))
      },
    })
    return { status: 200, head: { title: 'x', description: 'x', canonical: url.href, robots: 'index, follow', alternates: [], og: { type: 'website', title: 'x', description: 'x', image: null } }, locale, noscript: '', routeIds: [], body }
  }
  const settings = await transport('/api/settings.php', { method: 'GET' })
  globalThis.renders = (globalThis.renders ?? 0) + 1
  // ?photos: React's preloads first, as a page of cards starts (the first photo's high).
  const preloads = url.searchParams.has('photos')
    ? '<link rel="preload" as="image" href="/logo.svg"/>' +
      '<link rel="preload" as="image" href="/media/a-t.jpg" fetchPriority="high"/>'
    : ''
  const html = preloads + '<main><h1>' + url.pathname + ' in ' + locale + '</h1><p>render ' +
    globalThis.renders + '</p><p>settings ' +
    settings.status + ' ' + (settings.body.domain_language ?? '') + '</p><p>' +
    ((settings.body.region_data?.NL ?? []).find((region) => region.id === 'NB')?.name ?? '') +
    '</p></main>' +
    '<script nonce="' + nonce + '">window.rendered = 1</script>'
  return {
    status: 200,
    head: {
      title: 'Page <' + url.pathname + '> · Klik',
      description: 'About "' + url.pathname + '"',
      canonical: url.origin + url.pathname,
      robots: 'index, follow',
      alternates: [{ hreflang: 'nl', href: url.origin + url.pathname + '?lang=nl' }],
      og: { type: 'website', title: 'Page', description: 'About', image: null },
    },
    locale,
    noscript: 'Chat needs <JavaScript>',
    routeIds: ['__root__', url.pathname.startsWith('/pages/') ? '/pages/$name' : '/members/'],
    // ?actions: the page drew the member cards' actions (a lazy part).
    drawnParts: () => (url.searchParams.has('actions') ? ['card-actions'] : []),
    body: new Response(html).body,
  }
}
`

/** SSR_DIR, STATIC_DIR and the render budget and cache times of an app on this build. */
export function ssrBuildEnv(): TestEnv {
  const staticDir = fakeBuild(SSR_INDEX, {
    'route-manifest.json': routeManifest([
      '/',
      '/members',
      '/search',
      '/pages/$name',
      '/login',
      '/likes',
      '/members/$memberId',
      '/members/$memberId/landing',
      '/members/$memberId/landing2/$slug',
      '/members/$memberId/chat',
      '/landers/$kind/$slug',
    ]),
    'route-chunks.json': JSON.stringify({
      routes: {
        '/members/': {
          js: ['assets/chunks/members.js', 'assets/chunks/framework.js'],
          css: ['assets/chunks/members.css'],
        },
        '/pages/$name': { js: ['assets/chunks/pages.js'], css: [] },
      },
      parts: { 'card-actions': { css: ['assets/likes.css', 'assets/chunks/members.css'] } },
    }),
  })
  const ssrDir = temporaryDir()
  mkdirSync(ssrDir, { recursive: true })
  writeFileSync(path.join(ssrDir, 'entry-server.js'), ENTRY)
  return { STATIC_DIR: staticDir, SSR_DIR: ssrDir, SSR_BUDGET_MS: '3000', SSR_CACHE_MS: '60000' }
}
