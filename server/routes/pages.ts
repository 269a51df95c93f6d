// GET /api/page.php — one of the site's pages (domain/pages/site-pages.ts), public. Kept by
// the browser and the service worker for 10 minutes and revalidated by its ETag after, so a
// member reopening the terms on a train reads them, and a changed page shows soon after.
import { createHash } from 'node:crypto'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { PAGES_DIR, sitePage } from '../domain/pages/site-pages'
import { requestLocale } from '../http/request-locale'
import { route } from '../http/route'

export const pageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.page, {}, async (request, reply) => {
    const { site } = request
    const page = await sitePage(
      site,
      { siteDir: site.pages_dir ?? null, builtInDir: PAGES_DIR },
      request.query.name,
      requestLocale(request, request.query.lang),
      app.config.PUBLIC_URL,
    )
    // Every name has Klik's English page (a test holds it), so this is a broken install.
    if (page === null) throw new Error(`no page ${request.query.name} in ${PAGES_DIR}`)
    const etag = `"${createHash('sha256').update(JSON.stringify(page)).digest('base64url').slice(0, 22)}"`
    // Private: a shared cache would not know which site (X-Original-Host) it answered for.
    void reply.header('cache-control', 'private, max-age=600').header('etag', etag)
    if (request.query.lang === undefined) void reply.header('vary', 'accept-language, cookie')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
    return page
  })
  done()
}
