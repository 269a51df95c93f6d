// Several .php calls of the spec pick what a POST does by a query flag on the same path
// (POST /api/user.php?new=1 signs up, ?push=1 registers push). A route constraint derived from
// the query lets each be its own route with its own body schema: `constraints: { action: 'new' }`.
// Without a flag only the unconstrained routes of the path match.
// The flags themselves are the contract's (src/contract/endpoint.ts).
import type { FastifyInstance } from 'fastify'
import { QUERY_ACTIONS } from '../../src/contract/endpoint'

type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0]
type Storage = ReturnType<Strategy['storage']>
type Handler = NonNullable<ReturnType<Storage['get']>>

export const queryActionConstraint: Strategy = {
  name: 'action',
  storage(): Storage {
    const handlers = new Map<unknown, Handler>()
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => {
        handlers.set(value, handler)
      },
    }
  },
  deriveConstraint(request) {
    const url = request.url ?? ''
    const start = url.indexOf('?')
    if (start === -1) return undefined
    const query = new URLSearchParams(url.slice(start + 1))
    return QUERY_ACTIONS.find((action) => query.has(action))
  },
  mustMatchWhenDerived: false,
}

/** The OpenAPI path of a route: `/api/user.php?new=1` for a route constrained to `new`. */
export function documentedUrl(url: string, constraints: unknown): string {
  const action =
    typeof constraints === 'object' && constraints !== null && 'action' in constraints
      ? constraints.action
      : undefined
  return typeof action === 'string' ? `${url}?${action}=1` : url
}
