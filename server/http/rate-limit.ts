// Rate limits keyed by something other than the client IP (an email address), checked where
// the handler knows the key. Route-level `config.rateLimit` covers the per-IP limits; this
// uses @fastify/rate-limit's store too, so both answer 429 rate_limited the same way, with a
// Retry-After header in whole seconds.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { rateLimitedError } from '../domain/api-error'

export interface KeyedLimit {
  max: number
  /** e.g. '15 minutes' */
  timeWindow: string
}

export type KeyedLimiter = (request: FastifyRequest, key: string) => Promise<void>

// @fastify/rate-limit derives a key from the request alone; the key this call counts for
// (an address, a member id) is handed to its keyGenerator through this map.
const keys = new WeakMap<FastifyRequest, string>()

/** A limiter for `limit`; calling it counts one attempt for `key` and throws 429 past max. */
export function keyedLimiter(app: FastifyInstance, name: string, limit: KeyedLimit): KeyedLimiter {
  const check = app.createRateLimit({
    max: limit.max * app.config.RATE_LIMIT_FACTOR,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
  })
  return async (request, key) => {
    keys.set(request, key)
    const result = await check(request)
    if (!result.isAllowed && result.isExceeded) {
      throw rateLimitedError(
        result.ttlInSeconds,
        `Too many attempts, retry in ${result.ttlInSeconds} s`,
      )
    }
  }
}

/** Route config for a per-IP limit, scaled by RATE_LIMIT_FACTOR. */
export function perIp(app: FastifyInstance, limit: KeyedLimit) {
  return {
    rateLimit: { max: limit.max * app.config.RATE_LIMIT_FACTOR, timeWindow: limit.timeWindow },
  }
}
