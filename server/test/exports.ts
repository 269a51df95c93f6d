// Data exports in API tests: the export.build jobs run by hand as the worker would (it is off
// in tests), a member's export row, and a downloaded ZIP saved and read with Info-ZIP's unzip.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { App } from '../app'
import { dataExports, jobs } from '../db/schema'
import { exportBuildHandler, type ExportJobContext } from '../domain/export/build-export'
import { takeJobs } from '../jobs/job-worker'
import { temporaryDir } from './temp'

export const exportJobContext = (app: App): ExportJobContext => ({
  db: app.db,
  mail: app.mail,
  sites: app.sites,
  publicUrl: app.config.PUBLIC_URL,
  media: app.media,
  exportFiles: app.exportFiles,
})

/** Runs the due export.build jobs as the worker does, then lets the mail go; answers how many ran. */
export async function runExportBuilds(app: App, at = new Date()): Promise<number> {
  const run = exportBuildHandler(exportJobContext(app))
  let ran = 0
  for (;;) {
    const taken = await takeJobs(app.db, 50, at, ['export.build'])
    if (taken.length === 0) break
    for (const job of taken) {
      await run(job)
      await app.db.delete(jobs).where(eq(jobs.id, job.id))
      ran++
    }
  }
  await app.mail.idle()
  return ran
}

/** The member's export row (a member has at most one). */
export async function exportRowOf(app: App, userId: number) {
  const [row] = await app.db.select().from(dataExports).where(eq(dataExports.userId, userId))
  return row
}

/** Writes a downloaded ZIP to a new temporary file; answers its path. */
export function saveZip(bytes: Buffer): string {
  const file = path.join(temporaryDir(), 'export.zip')
  writeFileSync(file, bytes)
  return file
}

/** unzip with `options`, on `file`, for `entries`. */
export function unzip(file: string, options: string, ...entries: string[]): Buffer {
  return execFileSync('unzip', [options, file, ...entries], { maxBuffer: 64 << 20 })
}
