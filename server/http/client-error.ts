// Answers what Node's HTTP parser refuses before Fastify sees a request — a header block over
// the size limit, a broken request line, bad chunked framing, two Content-Length headers, a
// request too slow to arrive — with the contract's `{ error: { code, message } }` body, like
// every other error, instead of Fastify's default body. The connection is closed after it: a
// parser that lost its place cannot find the next request on it.
import type { ConnectionError } from 'fastify'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorBody, ErrorCode } from '../../src/contract/errors'

export interface ClientErrorAnswer {
  status: number
  body: ErrorBody
}

function answer(status: number, code: ErrorCode, message: string): ClientErrorAnswer {
  return { status, body: { error: { code, message } } }
}

/** What a parser or connection error (its `code`, e.g. HPE_HEADER_OVERFLOW) answers. */
export function clientErrorAnswer(errorCode: string): ClientErrorAnswer {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return answer(431, 'headers_too_large', 'The request headers are too large')
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return answer(413, 'payload_too_large', 'The chunk extensions are too large')
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return answer(408, 'request_timeout', 'The request did not arrive in time')
    default:
      return answer(400, 'bad_request', 'The request is not valid HTTP/1.1')
  }
}

/** The whole HTTP/1.1 response for `answer`, written straight to the socket. */
export function rawClientErrorResponse({ status, body }: ClientErrorAnswer): string {
  const json = JSON.stringify(body)
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    json,
  ].join('\r\n')
}

/**
 * Fastify's `clientErrorHandler`. Nothing is written to a connection the peer reset or one
 * whose current response has started: another response's bytes would corrupt it.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || socket.destroyed) return
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && current?.headersSent !== true) {
    socket.write(rawClientErrorResponse(clientErrorAnswer(error.code)))
  }
  socket.destroy()
}
