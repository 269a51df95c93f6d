// Stores a member's processed photos under DATA_DIR/media/u/<member id>/ with random names
// (a name never repeats, so the files can be cached for a year) and records them after the
// member's existing ones. The first photo a member has becomes the main photo.
//
// A member has at most IMAGES_PER_MEMBER photos, also when uploads arrive at once: the count
// is checked again, with the insert, in one short transaction under a per-member lock. Files
// are written before that transaction (never I/O inside it, STACK.md trap 8) and removed when
// it refuses them.
import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { IMAGES_PER_MEMBER } from '../../../src/contract/profile-image'
import type { Image } from '../../../src/contract/user'
import type { Db } from '../../db/database'
import { images, profiles } from '../../db/schema'
import { httpError } from '../../http/api-error'
import type { ProcessedImage } from './process-image'

/** Paths under /media of a member's files. */
export function memberMediaPath(userId: number, name: string): string {
  return `u/${userId}/${name}`
}

export async function listImages(db: Pick<Db, 'select'>, userId: number): Promise<Image[]> {
  return db
    .select({ id: images.id, filename: images.filename, thumb_filename: images.thumbFilename })
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(asc(images.position), asc(images.id))
}

export async function countImages(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(images)
    .where(eq(images.userId, userId))
  return row?.count ?? 0
}

/**
 * Refuses `adding` more photos when the member has no room for them. Without a lock this is
 * only the early answer that spares decoding an upload that cannot fit; addImages decides.
 */
export async function checkRoomForImages(
  db: Pick<Db, 'select'>,
  userId: number,
  adding: number,
): Promise<void> {
  if ((await countImages(db, userId)) + adding > IMAGES_PER_MEMBER) {
    throw httpError(400, 'image.too_many', `A member may have at most ${IMAGES_PER_MEMBER} images`)
  }
}

export async function addImages(
  db: Db,
  mediaDir: string,
  userId: number,
  processed: readonly ProcessedImage[],
): Promise<Image[]> {
  const dir = path.join(mediaDir, 'u', String(userId))
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  const files: Array<{ filename: string; thumbFilename: string }> = []
  try {
    for (const image of processed) {
      const base = randomBytes(12).toString('base64url')
      const display = `${base}.jpg`
      const thumb = `${base}-t.jpg`
      await writeFile(path.join(dir, display), image.display)
      written.push(path.join(dir, display))
      await writeFile(path.join(dir, thumb), image.thumb)
      written.push(path.join(dir, thumb))
      files.push({
        filename: memberMediaPath(userId, display),
        thumbFilename: memberMediaPath(userId, thumb),
      })
    }
    return await db.transaction(async (tx) => {
      // Serialises one member's uploads across connections and server processes.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`member_images:${userId}`}, 0))`,
      )
      await checkRoomForImages(tx, userId, files.length)
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${images.position}), -1)::int` })
        .from(images)
        .where(eq(images.userId, userId))
      const start = (last?.position ?? -1) + 1
      const inserted = await tx
        .insert(images)
        .values(files.map((file, index) => ({ userId, ...file, position: start + index })))
        .returning({ id: images.id })
      const first = inserted[0]
      if (first !== undefined) {
        await tx
          .update(profiles)
          .set({ mainImageId: first.id })
          .where(and(eq(profiles.userId, userId), isNull(profiles.mainImageId)))
      }
      return listImages(tx, userId)
    })
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })))
    throw error
  }
}

/** Removes every photo of a member: rows (the caller's transaction) and files. */
export async function removeMemberMedia(mediaDir: string, userId: number): Promise<void> {
  await rm(path.join(mediaDir, 'u', String(userId)), { recursive: true, force: true })
}
