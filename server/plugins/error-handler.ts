// The one error handler: every failure leaves as the contract's error body. 5xx are logged
// with the request id (the log line carries it) and answered without internals.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errorResponse } from '../http/error-body'

export const errorHandlerPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, headers } = errorResponse(error)
      if (status >= 500) request.log.error({ err: error }, 'request failed')
      if (headers !== undefined) void reply.headers(headers)
      return reply.code(status).send(body)
    })
    done()
  },
  { name: 'klik-error-handler' },
)
