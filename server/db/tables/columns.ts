// Column shapes several tables share: their own identity id, a member (users.id) they belong
// to or point at, and the time a row was made.
import { bigint, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A table's own id: a bigint identity. */
export const identityId = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()

/**
 * A member the row belongs to or points at. `cascade`: the row goes with the account's row
 * (accounts are deleted by marking them, so that happens only when a test empties a table).
 */
export const memberRef = (name: string, onDelete?: 'cascade') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, onDelete ? { onDelete } : {})

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
