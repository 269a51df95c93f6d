// Marks everything a request does with the moment it arrived, so the database serves the
// oldest request first (db/fair-queue.ts). Registered first: every later hook, the session
// lookup included, runs inside it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { withRequestClock } from '../db/fair-queue'

export const requestClockPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.addHook('onRequest', (_request, _reply, next) => {
      withRequestClock(performance.now(), next)
    })
    done()
  },
  { name: 'klik-request-clock' },
)
