// What answers when no route matches. Unknown /api calls get the JSON error body; other GET
// paths get the site's own copy of index.html (plugins/brand.ts), so the app routes them:
// with status 200 when the client's router knows the path (http/client-routes.ts), else 404
// (the app then shows its 404 page). Missing /assets/ and /media/ files stay real 404s: a
// browser holding an old build must see its chunk fail to load (the client then reloads,
// spec §4).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import path from 'node:path'
import { httpError } from '../domain/api-error'
import { clientRoutes, ROUTE_MANIFEST_FILE } from '../http/client-routes'

export const notFoundPlugin = fp<{ staticDir: string }>(
  (app: FastifyInstance, { staticDir }, done) => {
    const indexFile = path.join(staticDir, 'index.html')
    const isClientRoute = clientRoutes(path.join(staticDir, ROUTE_MANIFEST_FILE))
    app.setNotFoundHandler(
      // An attacker could search for valid URLs if 404 handling were not rate limited. Scaled
      // like every per-IP limit (RATE_LIMIT_FACTOR): the app's pages are answered here too.
      {
        preHandler: app.rateLimit({
          max: 300 * app.config.RATE_LIMIT_FACTOR,
          timeWindow: '1 minute',
        }),
      },
      async (request, reply) => {
        const url = request.url.split('?')[0] ?? '/'
        if (url === '/api' || url.startsWith('/api/')) {
          throw httpError(404, 'not_found', `Unknown call: ${request.method} ${url}`)
        }
        const isPage = ['GET', 'HEAD'].includes(request.method) && !/^\/(assets|media)\//.test(url)
        if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
        if (!(await app.sendPage(request, reply, isClientRoute(url) ? 200 : 404))) {
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .send(
              `Not found. The client is not built: run \`npm run build\` (looked for ${indexFile}).`,
            )
        }
        return reply
      },
    )
    done()
  },
  { name: 'klik-not-found', dependencies: ['klik-brand'] },
)
