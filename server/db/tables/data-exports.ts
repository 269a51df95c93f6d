// A member's "download my data" (GDPR art. 15 and 20): asked for from /profile, built in the
// background by the `export.build` job (domain/export) into the exports store, and mailed as a
// link that holds a random token (only its sha256 is stored) and works until expires_at, a day
// after the file was made. Expired files are removed.
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

export const dataExports = pgTable(
  'data_exports',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    createdAt: createdAt(),
    /** When the file was written; null while the job has not run. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    /** The file's key in the exports store (DATA_DIR/exports or the bucket's exports/). */
    fileName: text('file_name'),
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (table) => [index('data_exports_user_id_idx').on(table.userId)],
)
export type DataExportRow = typeof dataExports.$inferSelect
