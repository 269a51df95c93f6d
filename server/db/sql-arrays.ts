// Arrays as single SQL values: drizzle expands a JS array into a list of parameters, which
// `= any(…)` and `unnest(…)` cannot take. textArray and bigintArray keep a parameter per value
// (the planner sees each; search's filters use them); bigintList binds the whole list as one.
import { sql, type SQL } from 'drizzle-orm'

/** A text[] literal of bound parameters (drizzle expands a JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

/** A bigint[] literal of bound parameters. */
export function bigintArray(values: readonly number[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::bigint[]`
}

/**
 * A bigint[] of the values as one bound parameter: the statement's text, and its prepared
 * statement, stay the same whatever the length (lists of ids that vary call after call: the
 * sessions behind open streams, a member's interests). Not for search's filters: the planner
 * plans a single array parameter blind, and search was measurably slower with it.
 */
export function bigintList(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`)
  }
  return sql`${`{${values.join(',')}}`}::bigint[]`
}
