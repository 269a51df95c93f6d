// The export.expire job, added for expires_at when an export is made (build-export.ts): deletes
// the export's file and forgets its name (the row stays, so its link answers 410 expired and
// /profile shows the export as expired). It then sweeps the exports store for files no row
// names any more — a build that crashed after storing, a row that went with its account's in a
// test — once they are older than a build can take, so a file just stored is never touched.
import { isNotNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { DATA_EXPORT_BUILD_HOURS, DATA_EXPORT_VALID_HOURS } from '../../../src/contract/data-export'
import type { Db } from '../../db/database'
import { queryRow } from '../../db/raw'
import { dataExports } from '../../db/schema'
import type { JobHandler } from '../../jobs/job-worker'
import type { MediaStore } from '../media/storage/media-store'

const payloadSchema = z.object({ export: z.number().int() })

/** A file no row names is removed once older than this (longer than any build). */
export const ORPHAN_MS = Math.max(DATA_EXPORT_BUILD_HOURS, DATA_EXPORT_VALID_HOURS) * 3_600_000

/** Removes the files of the exports store that no export names, older than ORPHAN_MS. */
export async function sweepExportFiles(
  db: Db,
  exportFiles: MediaStore,
  now = new Date(),
): Promise<number> {
  const named = new Set(
    (
      await db
        .select({ fileName: dataExports.fileName })
        .from(dataExports)
        .where(isNotNull(dataExports.fileName))
    ).map((row) => row.fileName),
  )
  let removed = 0
  for await (const file of exportFiles.list()) {
    if (named.has(file.key)) continue
    if (now.getTime() - file.lastModified.getTime() < ORPHAN_MS) continue
    await exportFiles.delete(file.key)
    removed++
  }
  return removed
}

/** Deletes export `exportId`'s file once it expired; answers whether there was one. */
export async function runExportExpire(
  db: Db,
  exportFiles: MediaStore,
  exportId: number,
  now = new Date(),
): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`with old as (
        select id, file_name from data_exports
        where id = ${exportId}::bigint and file_name is not null
          and expires_at <= ${now}::timestamptz
        for update)
      update data_exports e set file_name = null from old where e.id = old.id
      returning old.file_name`,
    z.object({ file_name: z.string() }),
  )
  if (row !== undefined) await exportFiles.delete(row.file_name)
  await sweepExportFiles(db, exportFiles, now)
  return row !== undefined
}

export function exportExpireHandler(db: Db, exportFiles: MediaStore): JobHandler {
  return async (job) => {
    const { export: exportId } = payloadSchema.parse(job.payload)
    await runExportExpire(db, exportFiles, exportId)
  }
}
