// Reading API answers in tests: the error of an error body, and a JSON body once its status
// is the expected one (the body is the message when it is not).
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'

export const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

/** The JSON body of `response`, after expecting its status to be `status`. */
export function jsonOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status)
  return response.json<T>()
}
