// fast-check arbitraries of bad requests for one operation of /api/docs, built from its
// schemas: bodies near the documented shape with one thing wrong (a required field missing,
// a wrong type, null, a number out of range, a huge, unicode, NUL or SQL-looking string, an
// array or object where a scalar belongs, extra keys), JSON that is not the shape at all,
// malformed JSON text, other content types and multipart uploads, bad query values and
// repeated or unknown parameters, percent-encoding garbage, path suffixes and odd headers.
// This module puts one request together; its parts are made in fuzz-values.ts (values that
// fit a schema or do not), fuzz-bodies.ts, fuzz-multipart.ts and fuzz-query.ts.
import fc from 'fast-check'
import { jsonBodies, undocumentedBodies } from './fuzz-bodies'
import { queryArbitrary } from './fuzz-query'
import { rarely, type FuzzPool } from './fuzz-values'
import type { Operation } from './openapi'

export { fittingValue, wrongValue, type FuzzPool } from './fuzz-values'

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** what the generator chose, for a failure message */
  note: string
}

const PATH_SUFFIXES = ['/', '%00', '/..', '//', ';x=1', '.bak', '%2e%2e%2f', '/%ff']

const PRINTABLE = fc.stringMatching(/^[\x20-\x7e]{0,80}$/)

function headersArbitrary(loggedIn: boolean): fc.Arbitrary<Record<string, string>> {
  const optional = (arbitrary: fc.Arbitrary<string>) => rarely(arbitrary, 8)
  return fc
    .record({
      'user-agent': fc.oneof(fc.constant('KlikFuzz/1.0'), PRINTABLE),
      origin: optional(
        fc.constantFrom('http://localhost', 'https://evil.example', 'null', 'garbage', 'http://'),
      ),
      'x-original-host': optional(
        fc.constantFrom('localhost', 'evil.example', 'LOCALHOST:99999', 'a'.repeat(300), ' '),
      ),
      'x-package': optional(PRINTABLE),
      'accept-encoding': optional(fc.constantFrom('br', 'gzip', 'deflate', '*', 'identity;q=0')),
      'accept-language': optional(fc.constantFrom('nl', 'xx-YY', '*', ';q=x', 'de-DE,de;q=0.9')),
      cookie: loggedIn
        ? fc.constant(null)
        : optional(
            fc.constantFrom(
              'klik_session=garbage',
              'klik_logged_in=1',
              `klik_session=${'x'.repeat(5000)}`,
              'klik_session=%00; klik_session=a',
              'klik_session=',
            ),
          ),
    })
    .map((headers) =>
      Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
      ),
    )
}

/** Requests to `operation` with something wrong in them, as a browser or script could send. */
export function badRequests(
  operation: Operation,
  pool: FuzzPool,
  { loggedIn }: { loggedIn: boolean },
): fc.Arbitrary<FuzzRequest> {
  // Only a call that documents 413 gets the slow oversized bodies.
  const mayBeLarge = operation.responses.has(413)
  const bodies =
    operation.body === null
      ? undocumentedBodies(mayBeLarge)
      : jsonBodies(operation.body, pool, mayBeLarge)
  return fc
    .tuple(
      queryArbitrary(operation, pool),
      bodies,
      headersArbitrary(loggedIn),
      rarely(fc.constantFrom(...PATH_SUFFIXES), 20),
    )
    .map(([query, body, headers, suffix]) => {
      const path = `${operation.path}${suffix ?? ''}`
      const url = query === '' ? path : `${path}?${query}`
      return {
        method: operation.method,
        url,
        headers: body.type === undefined ? headers : { ...headers, 'content-type': body.type },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
        note: body.note,
      }
    })
}
