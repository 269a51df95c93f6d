// GET /api/visitor_photo.php?visit= — for a member without premium, a visitor's main photo
// blurred past recognition: shrunk to 10×10 pixels and enlarged again with a blur, so colours
// and light remain and no face, place or text does. Only the visited member may ask, by the
// visit's id (contract/visitors.ts); the answer is never shared by caches.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { images, profiles, visits } from '../../db/schema'
import { httpError } from '../api-error'
import { withDecoded } from '../media/process-image'
import { readObject, type MediaStore } from '../media/storage/media-store'
import { visibleTo } from '../members/member-card'

const SHOWN_PX = 160

export async function blurredVisitorPhoto(
  db: Db,
  media: MediaStore,
  memberId: number,
  visitId: number,
): Promise<Buffer> {
  const [row] = await db
    .select({ thumb: images.thumbFilename })
    .from(visits)
    .innerJoin(profiles, eq(profiles.userId, visits.visitorId))
    .innerJoin(images, eq(images.id, profiles.mainImageId))
    .where(
      and(
        eq(visits.id, visitId),
        eq(visits.visitedId, memberId),
        sql`${images.hiddenAt} is null`,
        visibleTo(memberId),
      ),
    )
  const notFound = () => httpError(404, 'not_found', 'No such visit, or no photo')
  if (row === undefined) throw notFound()
  const thumb = await readObject(media, row.thumb)
  if (thumb === null) throw notFound()
  return withDecoded(thumb, async (input) => {
    const tiny = await input()
      .resize(10, 10, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const { default: sharp } = await import('sharp')
    return sharp(tiny.data, { raw: tiny.info })
      .resize(SHOWN_PX, SHOWN_PX, { kernel: 'cubic' })
      .blur(12)
      .jpeg({ quality: 70 })
      .toBuffer()
  })
}
