// What a verification case shows the operator deciding it (contract adminVerificationSchema):
// the pose asked for, whether the selfie is still there to see, and the member's photos now,
// the main one first, to compare the selfie with.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AdminVerification } from '../../../src/contract/verification'
import type { Db } from '../../db/database'
import { images, profiles, verifications } from '../../db/schema'

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The verifications `ids` name, by id (a posing request is no case: it is left out). */
export async function verificationViews(
  db: Pick<Db, 'select'>,
  ids: number[],
): Promise<Map<number, AdminVerification>> {
  if (ids.length === 0) return new Map()
  const requests = await db
    .select({
      id: verifications.id,
      userId: verifications.userId,
      pose: verifications.pose,
      status: verifications.status,
      submittedAt: verifications.submittedAt,
      decidedAt: verifications.decidedAt,
      declineReason: verifications.declineReason,
      selfie: sql<boolean>`${verifications.selfie} is not null`,
    })
    .from(verifications)
    .where(inArray(verifications.id, ids))
  const memberIds = [...new Set(requests.map((request) => request.userId))]
  const photos =
    memberIds.length === 0
      ? []
      : await db
          .select({
            id: images.id,
            userId: images.userId,
            thumb_filename: images.thumbFilename,
            hiddenAt: images.hiddenAt,
          })
          .from(images)
          .innerJoin(profiles, eq(profiles.userId, images.userId))
          .where(inArray(images.userId, memberIds))
          .orderBy(
            desc(sql`${images.id} = ${profiles.mainImageId}`),
            asc(images.position),
            asc(images.id),
          )
  const views = new Map<number, AdminVerification>()
  for (const request of requests) {
    if (request.status === 'posing' || request.submittedAt === null) continue
    views.set(request.id, {
      id: request.id,
      pose: request.pose,
      status: request.status,
      submitted_at: request.submittedAt.toISOString(),
      decided_at: iso(request.decidedAt),
      decline_reason: request.declineReason,
      selfie: request.selfie,
      photos: photos
        .filter((photo) => photo.userId === request.userId)
        .map((photo) => ({
          id: photo.id,
          thumb_filename: photo.thumb_filename,
          hidden: photo.hiddenAt !== null,
        })),
    })
  }
  return views
}
