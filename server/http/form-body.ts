// Reads an application/x-www-form-urlencoded body as a flat object, for the few calls that
// others post as forms: a mail program's one-click unsubscribe (RFC 8058) and a payment
// provider's webhook (Mollie posts `id=tr_…`). Registered in those routes' own plugin only.
import type { FastifyInstance } from 'fastify'

export function acceptFormBodies(app: FastifyInstance, bodyLimit = 1024): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
}
