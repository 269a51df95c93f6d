// DELETE /api/user.php: removes what identifies the member and keeps only what must stay
// (the account row for the credit ledger and statistics, without name, text, photos — those
// sent in chats too —, address or password). The address is freed for a new account; a hash
// of it remembers that a deleted account used it (validate_email.php answers "deleted"). The
// credits of paid messages the member never read go back to their senders, in the same
// transaction (chats/credit-returns.ts).
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import {
  cases,
  imageUploads,
  images,
  mails,
  memberInterests,
  messages,
  oneTimeTokens,
  profiles,
  pushSubscriptions,
  users,
  verifications,
  visits,
} from '../../db/schema'
import { removeChatPhotosOf } from '../chats/chat-photos'
import { returnUnreadCredits } from '../chats/credit-returns'
import type { StoredEvent } from '../events/member-events'
import { removeMemberMedia } from '../media/member-images'
import type { MediaStore } from '../media/storage/media-store'
import { deletedEmailHash } from './email-address'
import { deleteSessionsOf } from './sessions'

export async function deleteAccount(
  db: Db,
  media: MediaStore,
  userId: number,
  email: string,
  now = new Date(),
): Promise<{ events: StoredEvent[] }> {
  const events = await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        name: '',
        gender: null,
        dateOfBirth: null,
        country: null,
        countryregion: '',
        city: '',
        personal: '',
        length: null,
        relationship: null,
        lookingFor: null,
        smoking: null,
        drinking: null,
        children: null,
        bodyType: null,
        eyeColor: null,
        hairColor: null,
        education: null,
        mainImageId: null,
        searchable: false,
      })
      .where(eq(profiles.userId, userId))
    await tx.delete(images).where(eq(images.userId, userId))
    await tx.delete(imageUploads).where(eq(imageUploads.userId, userId))
    await tx.delete(memberInterests).where(eq(memberInterests.userId, userId))
    await withdrawVerification(tx, userId)
    await tx.delete(visits).where(or(eq(visits.visitorId, userId), eq(visits.visitedId, userId)))
    // Their photos in chats go too (the files below); the messages say a photo was deleted.
    await tx
      .update(messages)
      .set({ photoFilename: null })
      .where(and(eq(messages.senderId, userId), isNotNull(messages.photoFilename)))
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: null,
        deletedAt: now,
        deletedEmailHash: deletedEmailHash(email),
        referrer: null,
        formPath: null,
      })
      .where(eq(users.id, userId))
    await deleteSessionsOf(tx, userId)
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId))
    await tx.update(mails).set({ to: '' }).where(eq(mails.userId, userId))
    return returnUnreadCredits(tx, userId)
  })
  await removeMemberMedia(media, userId)
  await removeChatPhotosOf(media, userId)
  return { events }
}

/**
 * A request to be verified that nobody decided goes with the account: its selfie, its pose and
 * its case in the queue. Decided ones stay as the privacy page says (decision, date, hash).
 */
async function withdrawVerification(tx: Db, userId: number): Promise<void> {
  const open = await tx
    .delete(verifications)
    .where(
      and(eq(verifications.userId, userId), inArray(verifications.status, ['posing', 'pending'])),
    )
    .returning({ id: verifications.id })
  if (open.length === 0) return
  await tx.delete(cases).where(
    and(
      eq(cases.kind, 'verification'),
      inArray(
        cases.targetVerificationId,
        open.map((request) => request.id),
      ),
    ),
  )
}
