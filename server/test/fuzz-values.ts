// The values the fuzz requests are made of (see fuzz-requests.ts): ones that fit a schema, so
// a request gets past validation, and ones that do not — nasty strings and numbers, weird keys,
// any JSON. Bodies, queries and headers are built from these.
import fc from 'fast-check'
import type { JsonSchema } from './openapi'

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
export const WEIRD_KEYS = [
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
export const anyString = fc.oneof(
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
export const anyJson = fc.jsonValue({ maxDepth: 3 })

/** An object of `entries`: fromEntries makes even '__proto__' an own key, as JSON.parse does. */
export function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  return Object.fromEntries(entries)
}

/** `arbitrary` once in `oneIn` runs, else null. */
export function rarely<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
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

export function fittingObject(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
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

export function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

export function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
}
