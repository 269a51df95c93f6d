// The data exports' ZIP files live in the exports store (open-stores.ts): DATA_DIR/exports,
// readable by the server's user only, or exports/ in the S3 bucket, which must never be
// public (they hold a member's messages and photos). A file is built in a temporary folder
// and stored whole once complete, so a half-written file is never served; the names are
// random, so a file name says nothing of whose data it holds.
import { randomBytes } from 'node:crypto'

export const ZIP_CONTENT_TYPE = 'application/zip'

/** A new file name: 128 random bits. */
export function newExportFileName(): string {
  return `${randomBytes(16).toString('hex')}.zip`
}
