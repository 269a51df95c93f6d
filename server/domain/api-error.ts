// The error routes throw for an expected 4xx: the error handler turns it into the contract's
// `{ error: { code, message } }` body with this status, and sends `headers` with it (a 429's
// Retry-After). server/domain throws these too — its access checks answer 403/404 themselves —
// so this module stays a leaf (no Fastify, only the contract's codes): it is the one part of
// http/ the domain may import (eslint.config.js, serverZones). A separate domain error class
// mapped by the handler would say the same thing twice.
import type { ErrorCode, FieldError } from '../../src/contract/errors'

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Readonly<Record<string, string>>,
    readonly details?: Readonly<Record<string, number>>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function httpError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  details?: Readonly<Record<string, number>>,
): ApiError {
  return new ApiError(statusCode, code, message, undefined, undefined, details)
}

/** 429 (rate_limited unless a call names its own code) with the whole seconds until a retry can succeed (at least 1). */
export function rateLimitedError(
  retryAfterSeconds: number,
  message: string,
  code: ErrorCode = 'rate_limited',
): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(429, code, message, undefined, { 'retry-after': String(seconds) })
}

/**
 * 400 validation_failed for a rule checked in a handler, in the same shape as a schema
 * failure: `path` like "body.name", `message` the rule's key (src/contract/validation.ts).
 */
export function fieldError(path: string, message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The request is not valid', [{ path, message }])
}
