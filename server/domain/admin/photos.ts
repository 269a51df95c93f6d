// Hiding a photo (issue 13): others no longer see it — not on the member page, not as anyone's
// main photo in search, likes or chats — while its owner still does, marked. A hidden main
// photo hands that place to the owner's next visible photo (or none). Showing it again lifts
// the mark; it does not take the main place back. Both are audited in their transaction,
// with the case they answer; the case stays open (the operator may still ban, or close it).
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { images, profiles } from '../../db/schema'
import { httpError } from '../api-error'
import { audit } from './audit'

export async function setPhotoHidden(
  db: Db,
  operatorId: number,
  photoId: number,
  hidden: boolean,
  reason: string,
  caseId?: number,
): Promise<{ hidden: boolean }> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .update(images)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(eq(images.id, photoId))
      .returning({ id: images.id, userId: images.userId })
    if (photo === undefined) throw httpError(404, 'image.not_found', 'No such photo')
    if (hidden) {
      const [profile] = await tx
        .select({ mainImageId: profiles.mainImageId })
        .from(profiles)
        .where(eq(profiles.userId, photo.userId))
      if (profile?.mainImageId === photoId) {
        const [next] = await tx
          .select({ id: images.id })
          .from(images)
          .where(
            and(eq(images.userId, photo.userId), ne(images.id, photoId), isNull(images.hiddenAt)),
          )
          .orderBy(asc(images.position), asc(images.id))
          .limit(1)
        await tx
          .update(profiles)
          .set({ mainImageId: next?.id ?? null })
          .where(eq(profiles.userId, photo.userId))
      }
    }
    await audit(tx, {
      operatorId,
      action: hidden ? 'hide_photo' : 'show_photo',
      targetUserId: photo.userId,
      imageId: photoId,
      caseId: caseId ?? null,
      detail: { reason },
    })
    return { hidden }
  })
}
