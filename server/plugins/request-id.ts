// Echoes the request id in the answer (X-Request-Id) so a member's bug report can be matched
// with the log lines, which all carry it as reqId.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const requestIdPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header('x-request-id', request.id)
      next()
    })
    done()
  },
  { name: 'klik-request-id' },
)
