// The site's brand where the browser reads it before the app runs: GET /manifest.webmanifest
// (the URL the built index.html links) answers the asking site's web app manifest, and the
// pages ("/", "/index.html", and every app path through the not-found handler) are the built
// index.html with the site's title, language and theme colour (domain/sites/brand.ts). So an
// installed or bookmarked second brand never shows the default site's name. A page's HTML
// also carries the answers of its first calls (http/boot-answers.ts); "/index.html", the copy
// the service worker keeps for every path, carries none.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brandIndexHtml, siteManifest } from '../domain/sites/brand'
import { bootHead } from '../http/boot-answers'
import { ssrPages } from '../http/ssr'
import type { Site } from '../domain/sites/site-schema'
import { REVALIDATE } from './static'

declare module 'fastify' {
  interface FastifyInstance {
    /** The built index.html for `site`; null when the client is not built. */
    sitePage(site: Site): string | null
    /** Sends the site's page for an app path, with its boot answers; false when not built. */
    sendPage(request: FastifyRequest, reply: FastifyReply, status?: number): Promise<boolean>
  }
}

/** The built index.html per site, read again when a new build replaces the file. */
function siteIndex(indexFile: string): (site: Site) => string | null {
  let built = { mtimeMs: -1, html: '' }
  const pages = new Map<string, string>()
  return (site) => {
    // Checked per request so a build made while the server runs is picked up.
    if (!existsSync(indexFile)) return null
    const { mtimeMs } = statSync(indexFile)
    if (mtimeMs !== built.mtimeMs) {
      built = { mtimeMs, html: readFileSync(indexFile, 'utf8') }
      pages.clear()
    }
    let page = pages.get(site.id)
    if (page === undefined) pages.set(site.id, (page = brandIndexHtml(built.html, site)))
    return page
  }
}

export interface BrandOptions {
  staticDir: string
  bootBudgetMs: number
  /** Server rendering of visitors' first screens (http/ssr.ts); null: every page is the shell. */
  ssr: { dir: string; budgetMs: number; cacheMs: number } | null
}

export const brandPlugin = fp<BrandOptions>(
  (app: FastifyInstance, { staticDir, bootBudgetMs, ssr: ssrOptions }, done) => {
    app.decorate('sitePage', siteIndex(path.join(staticDir, 'index.html')))
    const ssr =
      ssrOptions &&
      ssrPages(app, {
        ssrDir: ssrOptions.dir,
        staticDir,
        budgetMs: ssrOptions.budgetMs,
        cacheMs: ssrOptions.cacheMs,
      })
    app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
      const page = app.sitePage(request.site)
      if (page === null) return false
      const pathname = request.url.split('?')[0] ?? '/'
      // A visitor's first screen, rendered here (http/ssr.ts); else the shell, as before.
      if (
        ssr &&
        status === 200 &&
        pathname !== '/index.html' &&
        (await ssr.send(request, reply, page))
      )
        return true
      const boot =
        request.method === 'GET' &&
        status === 200 &&
        pathname !== '/index.html' &&
        page.includes('</head>')
          ? await bootHead(app, request, pathname, bootBudgetMs)
          : null
      await reply
        .code(status)
        // With answers in it the page is this visitor's (their language, maybe their search).
        .header('cache-control', boot ? `private, ${REVALIDATE}` : REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(boot ? page.replace('</head>', `${boot.html}</head>`) : page)
      return true
    })

    app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
      reply.header('cache-control', REVALIDATE).type('application/manifest+json; charset=utf-8')
      return JSON.stringify(siteManifest(request.site))
    })

    for (const url of ['/', '/index.html']) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        if (!(await app.sendPage(request, reply))) return reply.callNotFound()
        return reply
      })
    }
    done()
  },
  { name: 'klik-brand', dependencies: ['klik-site'] },
)
