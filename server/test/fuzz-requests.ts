// fast-check arbitraries of bad requests for one operation of /api/docs, built from its
// schemas: bodies near the documented shape with one thing wrong (a required field missing,
// a wrong type, null, a number out of range, a huge, unicode, NUL or SQL-looking string, an
// array or object where a scalar belongs, extra keys), JSON that is not the shape at all,
// malformed JSON text, other content types and multipart uploads, bad query values and
// repeated or unknown parameters, percent-encoding garbage, path suffixes and odd headers.
import fc from 'fast-check'
import type { JsonSchema, Operation, Parameter } from './openapi'

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** what the generator chose, for a failure message */
  note: string
}

/** Values worth trying in the right places: real ids, addresses and passwords. */
export interface FuzzPool {
  ids: number[]
  strings: string[]
}

const SQL = `' OR '1'='1'; DROP TABLE users; --`
const NASTY_STRINGS = [
  '',
  ' ',
  SQL,
  '1; SELECT pg_sleep(5)',
  '\u0000',
  'a\u0000b',
  '\ud83d',
  'Zoë 💘 ⁧مرحبا⁩ 日本 \u202e',
  '𝕂𝕝𝕚𝕜\u200b\ufeff',
  '%00',
  '%s%n%x',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '0000-00-00',
  '2001-02-30',
  '9999-12-31',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'Europe/Nowhere',
  'a@b',
  'x'.repeat(10_001),
]
const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1e-300,
  2 ** 31,
  2 ** 32 + 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
]
const WEIRD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  'k'.repeat(1000),
]

const nastyString = fc.constantFrom(...NASTY_STRINGS)
const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: nastyString },
)
const anyNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const anyJson = fc.jsonValue({ maxDepth: 3 })

/** An object of `entries`: fromEntries makes even '__proto__' an own key, as JSON.parse does. */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  return Object.fromEntries(entries)
}

/** `arbitrary` once in `oneIn` runs, else null. */
function rarely<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary })
}

function pooled<T>(pool: readonly T[], other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return pool.length === 0
    ? other
    : fc.oneof({ weight: 4, arbitrary: other }, fc.constantFrom(...pool))
}

/** A value that mostly fits `schema` (so requests reach the handler), sometimes a pooled one. */
export function fittingValue(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  const value = fittingNonNull(schema, pool)
  return schema.nullable === true ? fc.oneof(fc.constant(null), value) : value
}

function fittingNonNull(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((option) => fittingValue(option, pool)))
  }
  switch (schema.type ?? '') {
    case 'object':
      return fittingObject(schema, pool)
    case 'array':
      return fc.array(fittingValue(schema.items ?? {}, pool), { maxLength: 3 })
    case 'integer':
      return pooled(pool.ids, integerIn(schema))
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
      })
    case 'boolean':
      return fc.boolean()
    case 'string':
      return pooled(pool.strings, fittingString(schema))
    default:
      return anyJson
  }
}

function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const low = (schema.minimum ?? -1000) + (schema.exclusiveMinimum === true ? 1 : 0)
  const high = (schema.maximum ?? 1_000_000) - (schema.exclusiveMaximum === true ? 1 : 0)
  const small = fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31 - 1) })
  return fc.oneof({ weight: 4, arbitrary: small }, fc.constantFrom(low, high))
}

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40)
  const minLength = Math.min(schema.minLength ?? 0, maxLength)
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 300)
  }
  if (schema.format === 'uri') return fc.webUrl()
  return fc.string({ minLength, maxLength })
}

function fittingObject(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, fittingValue(property, pool)]),
  )
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) })
}

/** A value of the wrong kind for `schema`. */
export function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const hugeNumber = schema.maximum === undefined ? [] : [schema.maximum + 1, schema.maximum * 10]
  const tinyNumber = schema.minimum === undefined ? [] : [schema.minimum - 1, schema.minimum - 0.5]
  const outOfRange = [...hugeNumber, ...tinyNumber]
  return fc.oneof(
    fc.constant(null),
    anyString,
    anyNumber,
    fc.boolean(),
    anyJson,
    fc.constantFrom([], {}, [null], { value: 1 }, [[[]]]),
    fc.constantFrom(...(outOfRange.length > 0 ? outOfRange : NASTY_NUMBERS)),
    fc
      .string({ minLength: (schema.maxLength ?? 0) + 1, maxLength: (schema.maxLength ?? 0) + 3 })
      .map((text) => text.padEnd((schema.maxLength ?? 0) + 1, 'x')),
    fc.constantFrom(...(schema.enum ?? ['x'])).map((value) => queryValue(value).toUpperCase()),
  )
}

/** `body` with one thing wrong: a key dropped or given a wrong value, or keys added. */
function spoiledObject(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  const valid = fittingValue(schema, pool)
  const options: Array<fc.Arbitrary<unknown>> = [
    fc
      .tuple(
        valid,
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...WEIRD_KEYS), fc.string()), anyJson), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(([body, extra]) => objectOf([...Object.entries(asObject(body)), ...extra])),
    valid.map((body) => [body]),
    valid.map((body) => ({ body })),
  ]
  if (properties.length > 0) {
    const keys = properties.map(([key]) => key)
    options.push(
      fc.tuple(valid, fc.constantFrom(...keys)).map(([body, key]) => {
        const { [key]: _dropped, ...rest } = asObject(body)
        return rest
      }),
      fc
        .constantFrom(...properties)
        .chain(([key, property]) =>
          fc
            .tuple(valid, wrongValue(property))
            .map(([body, wrong]) => objectOf([...Object.entries(asObject(body)), [key, wrong]])),
        ),
    )
  }
  return fc.oneof(...options)
}

/** The required keys and one other, fitting: a small save that should often pass. */
function oneKeyBody(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  const required = new Set(schema.required ?? [])
  if (properties.length === 0) return fittingValue(schema, pool)
  return fc.constantFrom(...properties).chain(([key]) => {
    const chosen = properties.filter(([name]) => name === key || required.has(name))
    const names = chosen.map(([name]) => name)
    return fittingObject(
      { ...schema, properties: Object.fromEntries(chosen), required: names },
      pool,
    )
  })
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

interface Body {
  payload?: string | Buffer
  type?: string
  note: string
}

const JSON_TYPE = 'application/json'
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/',
  ';;;',
]
const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '[1,2',
  'undefined',
  'NaN',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '1'.repeat(400),
]

/** Bodies for a JSON operation: near its schema, plain JSON, broken text, other types. */
function jsonBodies(schema: JsonSchema, pool: FuzzPool, mayBeLarge: boolean): fc.Arbitrary<Body> {
  const json = (note: string) => (value: unknown) => ({
    payload: JSON.stringify(value) ?? 'null',
    type: JSON_TYPE,
    note,
  })
  const options: Array<fc.WeightedArbitrary<Body>> = [
    { weight: 8, arbitrary: spoiledObject(schema, pool).map(json('spoiled body')) },
    { weight: 3, arbitrary: fittingValue(schema, pool).map(json('fitting body')) },
    { weight: 2, arbitrary: oneKeyBody(schema, pool).map(json('one fitting key')) },
    { weight: 2, arbitrary: anyJson.map(json('any JSON')) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ payload, type: JSON_TYPE, note: 'malformed JSON' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(64, 5000).map((depth) => ({
        payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        type: JSON_TYPE,
        note: `nested ${depth} deep`,
      })),
    },
    { weight: 2, arbitrary: otherBodies(fittingValue(schema, pool)) },
    { weight: 1, arbitrary: fc.constant({ note: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant({ type: JSON_TYPE, note: 'JSON type, no body' }),
    },
  ]
  if (mayBeLarge) {
    options.push({
      weight: 1,
      arbitrary: fc.constant({
        payload: JSON.stringify({ value: 'x'.repeat(1_100_000) }),
        type: JSON_TYPE,
        note: '1.1 MB body',
      }),
    })
  }
  return fc.oneof(...options)
}

/** A fitting value sent as another content type, or text under a JSON label. */
function otherBodies(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc
    .tuple(value, fc.constantFrom(...OTHER_TYPES), fc.boolean())
    .map(([body, type, asForm]) => {
      const text = JSON.stringify(body) ?? ''
      const payload = asForm
        ? new URLSearchParams(
            Object.entries(asObject(body)).map(([k, v]): [string, string] => [k, queryValue(v)]),
          ).toString()
        : text
      return { payload, type, note: `${type} body` }
    })
}

// A 1×1 PNG: a real image, so an upload may get through to processing.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
)
const FILE_CONTENTS: Array<[string, () => Buffer]> = [
  ['tiny PNG', () => TINY_PNG],
  ['truncated PNG', () => TINY_PNG.subarray(0, 30)],
  ['PNG header, garbage', () => Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(64, 7)])],
  ['JPEG markers only', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0xff, 0xd9])],
  ['GIF', () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1')],
  ['SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')],
  ['empty file', () => Buffer.alloc(0)],
]

/** multipart/form-data bodies: files of many kinds, too many, fields, broken framing. */
function multipartBodies(mayBeLarge: boolean): fc.Arbitrary<Body> {
  const part = fc.oneof(
    fc.constantFrom(...FILE_CONTENTS).map(([what, content]) => ({ what, content: content() })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      what: 'random bytes',
      content: Buffer.from(bytes),
    })),
    fc.constant({ what: 'field', content: Buffer.from('a field value'), field: true }),
  )
  const boundary = 'klikfuzzboundary'
  const framed = fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.array(part, { minLength: 0, maxLength: 8 }) },
        // Real images only, so some uploads go all the way to storage (and to the cap).
        {
          weight: 1,
          arbitrary: fc.array(fc.constant({ what: 'tiny PNG', content: TINY_PNG }), {
            minLength: 1,
            maxLength: 3,
          }),
        },
      ),
      fc.constantFrom(
        'ok',
        'ok',
        'no closing boundary',
        'no boundary in the type',
        'garbage framing',
      ),
      fc.constantFrom('photo.png', '', '../../evil.sh', 'ünï €.jpg', 'a'.repeat(300)),
    )
    .map(([parts, framing, filename]) => {
      const chunks = parts.flatMap(({ content, ...rest }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${'field' in rest ? 'note' : 'image'}"` +
            `${'field' in rest ? '' : `; filename="${filename}"\r\nContent-Type: image/png`}\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      ])
      if (framing !== 'no closing boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`))
      const payload =
        framing === 'garbage framing'
          ? Buffer.from(`--${boundary}\r\nnonsense`)
          : Buffer.concat(chunks)
      const type =
        framing === 'no boundary in the type'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${boundary}`
      const what = parts.map((item) => item.what).join(', ')
      return { payload, type, note: `multipart (${framing}): ${what || 'no parts'}` }
    })
  if (!mayBeLarge) return framed
  const large = fc.constant(null).map(() => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n\r\n`,
      ),
      TINY_PNG,
      Buffer.alloc(8 * 1024 * 1024 + 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
    note: 'multipart: an image over 8 MB',
  }))
  return fc.oneof({ weight: 30, arbitrary: framed }, { weight: 1, arbitrary: large })
}

/** Bodies for an operation that documents none (GET, uploads, POSTs without a body). */
function undocumentedBodies(mayBeLarge: boolean): fc.Arbitrary<Body> {
  // A call that may answer 413 takes uploads: mostly multipart then.
  return fc.oneof(
    { weight: mayBeLarge ? 1 : 6, arbitrary: fc.constant({ note: 'no body' }) },
    { weight: mayBeLarge ? 12 : 4, arbitrary: multipartBodies(mayBeLarge) },
    {
      weight: 1,
      arbitrary: anyJson.map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        type: JSON_TYPE,
        note: 'JSON body',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ payload, type: JSON_TYPE, note: 'malformed JSON' })),
    },
    { weight: 1, arbitrary: otherBodies(anyJson) },
  )
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as browsers do). */
function encode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += /[A-Za-z0-9_.~-]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

const RAW_QUERY_GARBAGE = [
  '&',
  '&&',
  '=',
  '==',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%ED%A0%BD',
  'a=%FF%FE',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'a[]=1&a[]=2',
  '&=&=',
  ';',
  '+',
]

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
}

function queryPair(parameter: Parameter, value: unknown): string {
  return `${encode(parameter.name)}=${encode(queryValue(value))}`
}

/** A query parameter as a client sends it: absent (when it may be) or a fitting value. */
function fittingParameter(parameter: Parameter, pool: FuzzPool): fc.Arbitrary<string[]> {
  const fitting = fittingValue(parameter.schema, pool).map((value) => [queryPair(parameter, value)])
  if (parameter.required === true) return fitting
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    { weight: 2, arbitrary: fitting },
  )
}

/** A query parameter gone wrong: a wrong value, repeated, or with a mangled name. */
function spoiledParameter(parameter: Parameter, pool: FuzzPool): fc.Arbitrary<string[]> {
  const name = encode(parameter.name)
  return fc.oneof(
    {
      weight: 4,
      arbitrary: wrongValue(parameter.schema).map((value) => [queryPair(parameter, value)]),
    },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.oneof(fittingValue(parameter.schema, pool), anyString), {
          minLength: 2,
          maxLength: 3,
        })
        .map((values) => values.map((value) => queryPair(parameter, value))),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(`${name}[]`, `${name}[a]`, `${name}`, `${name}=`, name.toUpperCase())
        .map((mangled) => [mangled.includes('=') ? mangled : `${mangled}=1`]),
    },
  )
}

/**
 * The documented parameters: all fitting, all fitting but one, or each at random. One bad
 * value among many would otherwise stop nearly every request at validation.
 */
function queryParameters(operation: Operation, pool: FuzzPool): fc.Arbitrary<string[]> {
  const parameters = operation.query
  if (parameters.length === 0) return fc.constant([])
  const fitting = fc.tuple(...parameters.map((parameter) => fittingParameter(parameter, pool)))
  const oneSpoiled = fc
    .nat({ max: parameters.length - 1 })
    .chain((spoilt) =>
      fc.tuple(
        ...parameters.map((parameter, index) =>
          index === spoilt ? spoiledParameter(parameter, pool) : fittingParameter(parameter, pool),
        ),
      ),
    )
  const mixed = fc.tuple(
    ...parameters.map((parameter) =>
      fc.oneof(fittingParameter(parameter, pool), spoiledParameter(parameter, pool)),
    ),
  )
  return fc
    .oneof(
      { weight: 2, arbitrary: fitting },
      { weight: 2, arbitrary: oneSpoiled },
      { weight: 1, arbitrary: mixed },
    )
    .map((pairs) => pairs.flat())
}

function queryArbitrary(operation: Operation, pool: FuzzPool): fc.Arbitrary<string> {
  const flag = operation.flag
  const flagPart =
    flag === null
      ? fc.constant([])
      : fc.constantFrom(`${flag}=1`, flag, `${flag}=`, `${flag}=%00`).map((text) => [text])
  return fc
    .tuple(
      flagPart,
      queryParameters(operation, pool),
      rarely(fc.array(fc.tuple(anyString, anyString), { minLength: 1, maxLength: 2 }), 4),
      rarely(fc.constantFrom(...RAW_QUERY_GARBAGE), 5),
    )
    .map(([flagged, parameters, extra, garbage]) =>
      [
        ...flagged,
        ...parameters,
        ...(extra ?? []).map(([key, value]) => `${encode(key)}=${encode(value)}`),
        ...(garbage === null ? [] : [garbage]),
      ].join('&'),
    )
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
