// Refuses cross-site state changes: a POST/PUT/PATCH/DELETE to /api whose Origin header names
// another host than this request's Host, X-Original-Host or PUBLIC_URL gets 403
// origin_mismatch. (X-Original-Host is safe to trust here: a cross-site page cannot send a
// custom header without a CORS preflight, which this server never grants.)
//
// One exception: POST /api/unsubscribe.php, RFC 8058's one-click unsubscribe, which a mail
// program (a webmail page among them) posts from its own origin. It uses no session or
// cookie — its signed token is the proof — so a cross-site post can do nothing there that the
// token's holder could not.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { httpError } from '../domain/api-error'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ONE_CLICK_UNSUBSCRIBE = '/api/unsubscribe.php'

/** RFC 8058's one-click POST: the path exactly, with its query. */
function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]
  return request.method === 'POST' && path === ONE_CLICK_UNSUBSCRIBE
}

export const originCheckPlugin = fp<{ publicUrl: string }>(
  (app: FastifyInstance, { publicUrl }, done) => {
    const publicHost = new URL(publicUrl).host.toLowerCase()
    app.addHook('onRequest', (request, _reply, next) => {
      const origin = request.headers.origin
      const guarded =
        STATE_CHANGING.has(request.method) &&
        request.url.startsWith('/api/') &&
        !isOneClickUnsubscribe(request)
      if (
        !guarded ||
        origin === undefined ||
        allowedHosts(request, publicHost).has(hostOf(origin))
      ) {
        next()
        return
      }
      next(httpError(403, 'origin_mismatch', 'Cross-site request refused'))
    })
    done()
  },
  { name: 'klik-origin-check' },
)

function allowedHosts(request: FastifyRequest, publicHost: string): Set<string> {
  const original = request.headers['x-original-host']
  const hosts = [
    request.headers.host,
    request.host,
    ...(Array.isArray(original) ? original : [original]),
    publicHost,
  ]
  return new Set(
    hosts.filter((host) => host !== undefined).map((host) => host.trim().toLowerCase()),
  )
}

// "null" (sandboxed frames, some redirects) and garbage never match a host.
function hostOf(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return '\0invalid'
  }
}
