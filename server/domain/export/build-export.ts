// The export.build job: makes a member's data export, the ZIP of data.json (gather.ts) and their
// photos (photos/<file>, read one at a time from the media store), built in a temporary folder
// and then put into the exports store (export-files.ts), then claims the export — ready_at, expires_at a day later, the sha256 of a new 256-bit token, the
// file's name and size, set only where ready_at is still null — adds the export.expire job
// (expire-export.ts) for expires_at in that transaction, and mails the member the link with
// the token, in their language and time zone, from their site.
//
// Once per export: a run again (a crash, a lease that ran out) finds it claimed, removes the
// file it just made and sends nothing. A crash between the claim and handing the mail over
// loses the mail rather than risking a second; the member sees "ready" on /profile and can ask
// again once the day is over. Nothing is made for a deleted account.
import { createReadStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { DATA_EXPORT_VALID_HOURS } from '../../../src/contract/data-export'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import { insertJob, type JobHandler } from '../../jobs/job-worker'
import { newToken, sha256Hex } from '../accounts/tokens'
import { digestTimeZone } from '../mail/digest-schedule'
import type { MailService } from '../mail/mail-service'
import type { SiteRegistry } from '../sites/site-registry'
import { siteUrl } from '../sites/site-url'
import { isValidKey, readObject, type MediaStore } from '../media/storage/media-store'
import { newExportFileName, ZIP_CONTENT_TYPE } from './export-files'
import { renderExportMail } from './export-mail-render'
import { gatherMemberData, type GatheredData } from './gather'
import { ZipWriter } from './zip-writer'

export interface ExportJobContext {
  db: Db
  mail: MailService
  sites: SiteRegistry
  publicUrl: string
  /** Where the photos are read. */
  media: MediaStore
  /** Where the ZIP goes. */
  exportFiles: MediaStore
}

const payloadSchema = z.object({ export: z.number().int() })

const VALID_MS = DATA_EXPORT_VALID_HOURS * 3_600_000

/** The download's path: the mailed link is the site's address and this, with ?token=. */
export const EXPORT_FILE_PATH = '/api/data_export_file.php'

export type BuildOutcome =
  | 'sent'
  /** no such export, or another run made it */
  | 'nothing'
  /** the member's account was deleted */
  | 'deleted'

const exportSchema = z.object({
  user_id: column.number,
  ready_at: column.date.nullable(),
  deleted_at: column.date.nullable(),
  email: z.string(),
  language: column.text<Locale>(),
  timezone: z.string(),
  site_id: z.string(),
  name: z.string().nullable(),
})

/**
 * Writes the ZIP to `file`: the photos first (one in memory at a time), then data.json with
 * each photo's name in the archive (null when its file is missing), and the photos the member
 * sent in chats under the names data.json gives them. Answers its size.
 */
async function writeZip(
  file: string,
  data: Record<string, unknown>,
  gathered: Pick<GatheredData, 'photos' | 'chatPhotos'>,
  media: MediaStore,
  now: Date,
): Promise<number> {
  const { photos, chatPhotos } = gathered
  const zip = await ZipWriter.create(file, now)
  try {
    for (const photo of chatPhotos) {
      const bytes = await readObject(media, photo.mediaPath)
      if (bytes !== null) await zip.add(photo.file, bytes, false)
    }
    const names = new Map<number, string>()
    for (const photo of photos) {
      // A name that is no key (never written by Klik) or a file that is gone: left out.
      if (!isValidKey(photo.mediaPath)) continue
      const bytes = await readObject(media, photo.mediaPath)
      if (bytes === null) continue
      const name = `photos/${photo.mediaPath.slice(photo.mediaPath.lastIndexOf('/') + 1)}`
      await zip.add(name, bytes, false)
      names.set(photo.id, name)
    }
    const listed = (data.photos as Array<{ id: number }>).map((photo) => ({
      ...photo,
      file: names.get(photo.id) ?? null,
    }))
    const json = JSON.stringify({ ...data, photos: listed }, null, 2)
    await zip.add('data.json', Buffer.from(json, 'utf8'), true)
    return await zip.finish()
  } catch (error) {
    await zip.close()
    throw error
  }
}

/** Sets the export ready if no run did, and adds its expiry job; answers whether it did. */
async function claim(
  db: Db,
  exportId: number,
  fields: { tokenHash: string; fileName: string; bytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows(
      tx,
      sql`update data_exports
        set ready_at = ${fields.readyAt}::timestamptz, expires_at = ${fields.expiresAt}::timestamptz,
          token_hash = ${fields.tokenHash}, file_name = ${fields.fileName}, bytes = ${fields.bytes}
        where id = ${exportId}::bigint and ready_at is null
        returning id`,
      z.object({ id: column.number }),
    )
    if (claimed.length === 0) return false
    await tx.execute(
      insertJob('export.expire', `export:${exportId}`, { export: exportId }, fields.expiresAt),
    )
    return true
  })
}

/** Makes export `exportId` and mails its link unless a run did (the job's work). */
export async function runExportBuild(
  context: ExportJobContext,
  exportId: number,
  now = new Date(),
): Promise<BuildOutcome> {
  const row = await queryRow(
    context.db,
    sql`select e.user_id, e.ready_at, u.deleted_at, u.email, u.language,
        u.timezone, u.site_id, p.name
      from data_exports e
      join users u on u.id = e.user_id
      left join profiles p on p.user_id = u.id
      where e.id = ${exportId}::bigint`,
    exportSchema,
  )
  if (row === undefined || row.ready_at !== null) return 'nothing'
  if (row.deleted_at !== null) return 'deleted'
  const userId = row.user_id
  const site = context.sites.byId(row.site_id) ?? context.sites.forHost('')
  const gathered = await gatherMemberData(context.db, userId)
  if (gathered === null) return 'deleted'

  const fileName = newExportFileName()
  const data = {
    export: {
      made_at: now.toISOString(),
      site: site.name,
    },
    ...gathered.data,
  }
  // Built on local disk (mkdtemp: 0700), then stored whole; the folder goes either way.
  const building = await mkdtemp(path.join(tmpdir(), 'klik-export-'))
  let bytes: number
  try {
    const file = path.join(building, fileName)
    bytes = await writeZip(file, data, gathered, context.media, now)
    await context.exportFiles.put(fileName, createReadStream(file), {
      contentType: ZIP_CONTENT_TYPE,
      size: bytes,
    })
  } finally {
    await rm(building, { recursive: true, force: true })
  }

  const token = newToken()
  const expiresAt = new Date(now.getTime() + VALID_MS)
  const claimed = await claim(context.db, exportId, {
    tokenHash: sha256Hex(token),
    fileName,
    bytes,
    readyAt: now,
    expiresAt,
  }).catch(async (error: unknown) => {
    await context.exportFiles.delete(fileName).catch(() => undefined)
    throw error
  })
  if (!claimed) {
    await context.exportFiles.delete(fileName)
    return 'nothing'
  }

  // From here on a crash loses this mail, never sends a second (see the top).
  const base = siteUrl(site, context.publicUrl).replace(/\/+$/, '')
  const rendered = renderExportMail({
    locale: row.language,
    site: site.name,
    name: row.name ?? '',
    timeZone: digestTimeZone(row.timezone),
    link: `${base}${EXPORT_FILE_PATH}?token=${token}`,
    expiresAt,
  })
  await context.mail.sendComposed({
    ...rendered,
    userId,
    kind: 'data_export',
    to: row.email,
    fromName: site.name,
  })
  return 'sent'
}

export function exportBuildHandler(context: ExportJobContext): JobHandler {
  return async (job) => {
    const { export: exportId } = payloadSchema.parse(job.payload)
    await runExportBuild(context, exportId)
  }
}
