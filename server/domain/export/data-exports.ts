// A member's data exports as the API sees them: asking for one, the latest one's state, and
// the file a mailed token opens. Asking is applied once: under a per-member lock, an export
// still being made, or a made one whose link still works, is answered instead of a new one,
// so a retry, a double tap or two tabs make one ZIP and one mail. A new export adds the
// export.build job (build-export.ts) in the same transaction.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import {
  DATA_EXPORT_BUILD_HOURS,
  type DataExportResponse,
  type DataExportState,
} from '../../../src/contract/data-export'
import type { Db } from '../../db/database'
import { dataExports, users, type DataExportRow } from '../../db/schema'
import { insertJob } from '../../jobs/job-worker'
import { sha256Hex } from '../accounts/tokens'

const BUILD_MS = DATA_EXPORT_BUILD_HOURS * 3_600_000

/** The job that makes export `id` (its key keeps it to one waiting job per export). */
export const buildJob = (id: number) =>
  insertJob('export.build', `export:${id}`, { export: id }, new Date())

export function stateOf(row: DataExportRow | undefined, now: Date): DataExportState {
  if (row === undefined) return 'none'
  if (row.readyAt === null) {
    return now.getTime() - row.createdAt.getTime() < BUILD_MS ? 'preparing' : 'failed'
  }
  return row.expiresAt !== null && row.expiresAt > now ? 'ready' : 'expired'
}

export function dataExportView(row: DataExportRow | undefined, now: Date): DataExportResponse {
  return {
    state: stateOf(row, now),
    requested_at: row?.createdAt.toISOString() ?? null,
    ready_at: row?.readyAt?.toISOString() ?? null,
    expires_at: row?.expiresAt?.toISOString() ?? null,
    bytes: row?.bytes ?? null,
  }
}

async function latest(db: Pick<Db, 'select'>, userId: number) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1)
  return row
}

/** The member's latest export. */
export async function dataExportState(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<DataExportResponse> {
  return dataExportView(await latest(db, userId), now)
}

/**
 * Asks for an export of member `userId`: answers the one being made or still downloadable,
 * else makes a new one (and its job). `created` says whether a job was added.
 */
export async function requestDataExport(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ created: boolean; export: DataExportResponse }> {
  return db.transaction(async (tx) => {
    // Serialises one member's requests across connections and server processes.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`data_export:${userId}`}, 0))`,
    )
    const current = await latest(tx, userId)
    const state = stateOf(current, now)
    if (state === 'preparing' || state === 'ready') {
      return { created: false, export: dataExportView(current, now) }
    }
    const [row] = await tx.insert(dataExports).values({ userId, createdAt: now }).returning()
    if (row === undefined) throw new Error('data export insert returned no row')
    await tx.execute(buildJob(row.id))
    return { created: true, export: dataExportView(row, now) }
  })
}

export type ExportFile =
  | { found: true; fileName: string; readyAt: Date; bytes: number | null }
  | { found: false; reason: 'not_found' | 'expired' }

/** The file a mailed link's token opens, if it still works (never a deleted account's). */
export async function exportFileByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ExportFile> {
  const [row] = await db
    .select({
      fileName: dataExports.fileName,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
      bytes: dataExports.bytes,
    })
    .from(dataExports)
    .innerJoin(users, and(eq(users.id, dataExports.userId), isNull(users.deletedAt)))
    .where(eq(dataExports.tokenHash, sha256Hex(token)))
  if (row === undefined || row.readyAt === null) return { found: false, reason: 'not_found' }
  if (row.fileName === null || row.expiresAt === null || row.expiresAt <= now) {
    return { found: false, reason: 'expired' }
  }
  return { found: true, fileName: row.fileName, readyAt: row.readyAt, bytes: row.bytes }
}
