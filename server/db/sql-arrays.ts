// Arrays as one bound SQL value. Drizzle expands a JS array into a list of parameters, which
// `= any(…)` and `unnest(…)` cannot take, and which makes a new SQL text for every length: on
// PGlite each text is parsed and planned anew (pglite-statements.ts keeps prepared statements
// per text). Here the array is one text parameter in PostgreSQL's array syntax, cast in SQL,
// so the statement's text is the same whatever the array holds.
import { sql, type SQL } from 'drizzle-orm'

/** A text[] of the values, as one bound parameter. */
export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`)
  return sql`${`{${quoted.join(',')}}`}::text[]`
}

/** A bigint[] of the values, as one bound parameter. */
export function bigintArray(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`)
  }
  return sql`${`{${values.join(',')}}`}::bigint[]`
}
