// Turns anything thrown while handling a request into the status and body the client gets.
// 4xx say what was wrong; 5xx say nothing about internals (the log has the details).
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode } from '../../src/contract/errors'
import { ApiError } from '../domain/api-error'

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

export const INTERNAL_ERROR: ErrorBody = {
  error: { code: 'internal', message: 'Internal server error' },
}

export interface ErrorResponse {
  status: number
  body: ErrorBody
  /** Headers the answer must carry (Retry-After on a 429). */
  headers?: Readonly<Record<string, string>>
}

export function errorResponse(error: unknown): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? 'Invalid value',
    }))
    return {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'The request is not valid', fields } },
    }
  }
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } }
    if (error.fields !== undefined) body.error.fields = error.fields
    if (error.details !== undefined) body.error.details = { ...error.details }
    return error.headers === undefined
      ? { status: error.statusCode, body }
      : { status: error.statusCode, body, headers: error.headers }
  }
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe messages.
    const message = error instanceof Error ? error.message : 'Bad request'
    return { status, body: { error: { code: CODE_BY_STATUS[status] ?? 'bad_request', message } } }
  }
  return { status: 500, body: INTERNAL_ERROR }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined
  const { statusCode } = error as Pick<FastifyError, 'statusCode'>
  return typeof statusCode === 'number' ? statusCode : undefined
}
