// Request bodies for the fuzz requests (see fuzz-requests.ts): for a JSON operation, bodies
// near its schema with one thing wrong, other JSON, malformed text and other content types;
// for one that documents no body, mostly uploads or nothing.
import fc from 'fast-check'
import { multipartBodies } from './fuzz-multipart'
import {
  anyJson,
  asObject,
  fittingObject,
  fittingValue,
  objectOf,
  queryValue,
  WEIRD_KEYS,
  wrongValue,
  type FuzzPool,
} from './fuzz-values'
import type { JsonSchema } from './openapi'

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
export function jsonBodies(
  schema: JsonSchema,
  pool: FuzzPool,
  mayBeLarge: boolean,
): fc.Arbitrary<Body> {
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

/** Bodies for an operation that documents none (GET, uploads, POSTs without a body). */
export function undocumentedBodies(mayBeLarge: boolean): fc.Arbitrary<Body> {
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
