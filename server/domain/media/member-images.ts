// Stores a member's processed photos in the media store under u/<member id>/ with random
// names (a name never repeats, so the files can be cached for a year) and records them after
// the member's existing ones. The first photo a member has becomes the main photo.
//
// A member has at most IMAGES_PER_MEMBER photos, also when uploads arrive at once: the count
// is checked again, with the insert, in one short transaction under a per-member lock. Files
// are written before that transaction (never I/O inside it, STACK.md trap 8) and removed when
// it refuses them.
//
// An upload may carry the client's Idempotency-Key: the key is recorded in the same
// transaction as the photos, so a retry (even one racing the first attempt) stores nothing.
//
// Deleting a photo and choosing the main one touch only the member's own rows (another
// member's photo is "not found"); a deleted main photo hands over to the next in order.
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { ProfileImagesResponse } from '../../../src/contract/profile-image'
import { IMAGES_PER_MEMBER } from '../../../src/contract/rules'
import type { Image } from '../../../src/contract/user'
import type { Db } from '../../db/database'
import { imageUploads, images, profiles } from '../../db/schema'
import { httpError } from '../api-error'
import type { ProcessedImage } from './process-image'
import type { MediaStore } from './storage/media-store'

/** Processed photos are JPEG (process-image.ts). */
const JPEG = 'image/jpeg'

/** Paths under /media of a member's files (their keys in the media store). */
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

/** How long an upload's Idempotency-Key is remembered. */
export const UPLOAD_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/** Whether the member's upload with this key was already stored (a retry). */
export async function uploadStored(db: Pick<Db, 'select'>, userId: number, key: string) {
  const [row] = await db
    .select({ key: imageUploads.key })
    .from(imageUploads)
    .where(and(eq(imageUploads.userId, userId), eq(imageUploads.key, key)))
  return row !== undefined
}

const memberLock = (userId: number) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended(${`member_images:${userId}`}, 0))`

class RepeatedUpload extends Error {}

/**
 * Stores the processed photos; with `uploadKey`, only the first upload of that key (a repeat
 * stores nothing and answers the photos as they are). Answers the member's photos.
 */
export async function addImages(
  db: Db,
  media: MediaStore,
  userId: number,
  processed: readonly ProcessedImage[],
  uploadKey?: string,
  now = new Date(),
): Promise<Image[]> {
  const written: string[] = []
  const files: Array<{ filename: string; thumbFilename: string }> = []
  try {
    for (const image of processed) {
      const base = randomBytes(12).toString('base64url')
      const display = memberMediaPath(userId, `${base}.jpg`)
      const thumb = memberMediaPath(userId, `${base}-t.jpg`)
      await media.put(display, image.display, { contentType: JPEG })
      written.push(display)
      await media.put(thumb, image.thumb, { contentType: JPEG })
      written.push(thumb)
      files.push({ filename: display, thumbFilename: thumb })
    }
    return await db.transaction(async (tx) => {
      // Serialises one member's uploads across connections and server processes.
      await tx.execute(memberLock(userId))
      if (uploadKey !== undefined) {
        const since = new Date(now.getTime() - UPLOAD_KEY_LIFETIME_MS)
        await tx
          .delete(imageUploads)
          .where(and(eq(imageUploads.userId, userId), lt(imageUploads.createdAt, since)))
        const [recorded] = await tx
          .insert(imageUploads)
          .values({ userId, key: uploadKey, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: imageUploads.key })
        if (recorded === undefined) throw new RepeatedUpload()
      }
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
    // The first failure is the one to report; a file left behind is only an orphan.
    await Promise.allSettled(written.map((key) => media.delete(key)))
    if (error instanceof RepeatedUpload) return listImages(db, userId)
    throw error
  }
}

const notFound = () => httpError(404, 'image.not_found', 'No such photo of yours')

async function imagesView(db: Pick<Db, 'select'>, userId: number): Promise<ProfileImagesResponse> {
  const [profile] = await db
    .select({ main: profiles.mainImageId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return { images: await listImages(db, userId), main_image: profile?.main ?? null }
}

/**
 * Deletes one of the member's photos and then its files; a main photo hands over to the next
 * in order (none left: no main photo). 404 image.not_found for another member's or a deleted
 * photo, so repeating a delete changes nothing.
 */
export async function deleteImage(
  db: Db,
  media: MediaStore,
  userId: number,
  imageId: number,
): Promise<ProfileImagesResponse> {
  const { view, removed } = await db.transaction(async (tx) => {
    await tx.execute(memberLock(userId))
    const [removed] = await tx
      .delete(images)
      .where(and(eq(images.id, imageId), eq(images.userId, userId)))
      .returning({ filename: images.filename, thumbFilename: images.thumbFilename })
    if (removed === undefined) throw notFound()
    // The foreign key set main_image_id to null when it was this photo.
    const [next] = await tx
      .select({ id: images.id })
      .from(images)
      .where(eq(images.userId, userId))
      .orderBy(asc(images.position), asc(images.id))
      .limit(1)
    if (next !== undefined) {
      await tx
        .update(profiles)
        .set({ mainImageId: next.id })
        .where(and(eq(profiles.userId, userId), isNull(profiles.mainImageId)))
    }
    return { view: await imagesView(tx, userId), removed }
  })
  // Files go after the commit: a failed transaction must not leave a row without its file.
  await Promise.all([removed.filename, removed.thumbFilename].map((key) => media.delete(key)))
  return view
}

/** Makes one of the member's photos the main one; 404 image.not_found for any other id. */
export async function setMainImage(
  db: Db,
  userId: number,
  imageId: number,
): Promise<ProfileImagesResponse> {
  return db.transaction(async (tx) => {
    await tx.execute(memberLock(userId))
    const [own] = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    if (own === undefined) throw notFound()
    await tx.update(profiles).set({ mainImageId: own.id }).where(eq(profiles.userId, userId))
    return imagesView(tx, userId)
  })
}

/** Removes every photo file of a member (their rows go in the caller's transaction). */
export async function removeMemberMedia(media: MediaStore, userId: number): Promise<void> {
  await media.deletePrefix(`u/${userId}/`)
}
