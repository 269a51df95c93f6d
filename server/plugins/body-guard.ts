// PostgreSQL text cannot hold a NUL character: a JSON body with "\u0000" in a string would
// fail deep in a query as a 500. Such bodies are refused up front as a 400 naming the field.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { fieldError } from '../domain/api-error'

export const bodyGuardPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.addHook('preValidation', (request, _reply, next) => {
      const path = nulPath(request.body, 'body', 0)
      next(path === null ? undefined : fieldError(path, 'validation.nul_character'))
    })
    done()
  },
  { name: 'klik-body-guard' },
)

function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (typeof value !== 'object' || value === null || depth > 32) return null
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, `${path}.${key}`, depth + 1)
    if (found !== null) return found
  }
  return null
}
