// Arrays as single bound SQL values: drizzle expands a JS array into a list of parameters,
// which `= any(…)` and `unnest(…)` cannot take.
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
