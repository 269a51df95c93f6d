// METRICS_PORT's listener: a plain node:http server, apart from the app, that answers
// GET /metrics (and HEAD) and nothing else. Apart, so Prometheus reaches it on a private
// address while the public port never serves it, and so a scrape passes none of the app's
// hooks (sessions, sites, rate limits).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import type { Registry } from 'prom-client'

export interface MetricsListener {
  readonly address: AddressInfo
  close(): Promise<void>
}

export async function listenForMetrics(
  registry: Registry,
  port: number,
  host: string,
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method not allowed')
      return
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        })
        response.end(request.method === 'HEAD' ? undefined : text)
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected')
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Failed')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => log.error({ err: error }, 'metrics listener failed'))
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // A scraper's keep-alive connection would hold the close for minutes.
        server.closeAllConnections()
      }),
  }
}
