// The error routes throw for an expected 4xx: the error handler turns it into the contract's
// `{ error: { code, message } }` body with this status.
import type { ErrorCode, FieldError } from '../../src/contract/errors'

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function httpError(statusCode: number, code: ErrorCode, message: string): ApiError {
  return new ApiError(statusCode, code, message)
}

/**
 * 400 validation_failed for a rule checked in a handler, in the same shape as a schema
 * failure: `path` like "body.name", `message` the rule's key (src/contract/validation.ts).
 */
export function fieldError(path: string, message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The request is not valid', [{ path, message }])
}
