// Recognises database errors the app answers itself instead of failing with a 500. Drizzle
// wraps the driver's error (pg or PGlite); both carry PostgreSQL's SQLSTATE as `code`.
const UNIQUE_VIOLATION = '23505'

/** A unique index refused the write (optionally: this index/constraint). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) {
      if (constraint === undefined) return true
      const named = 'constraint' in current ? current.constraint : undefined
      return named === undefined || named === constraint || current.message.includes(constraint)
    }
    current = current.cause
  }
  return false
}
