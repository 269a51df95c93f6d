// The query strings of the fuzz requests (see fuzz-requests.ts): the documented parameters,
// fitting or spoiled, the operation's flag, unknown parameters and percent-encoding garbage.
import fc from 'fast-check'
import {
  anyString,
  fittingValue,
  queryValue,
  rarely,
  wrongValue,
  type FuzzPool,
} from './fuzz-values'
import type { Operation, Parameter } from './openapi'

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

export function queryArbitrary(operation: Operation, pool: FuzzPool): fc.Arbitrary<string> {
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
