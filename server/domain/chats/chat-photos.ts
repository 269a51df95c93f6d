// Photos in chat (issue 32 §3): a member's picture re-encoded as a JPEG of at most
// CHAT_PHOTO_MAX_PX without any metadata (the location of a phone's photo included), and a
// stand-in blurred past recognition that the receiver sees until they tap it. Both are kept in
// the media store under chat/<sender>/, a folder the public /media route never serves
// (plugins/static.ts): only the conversation's two members — and an operator the photo was
// reported to — fetch them, through GET /api/message_photo.php. Deleting an account deletes
// its folder (delete-account.ts).
import { randomUUID } from 'node:crypto'
import { and, eq, or, sql } from 'drizzle-orm'
import { CHAT_PHOTO_MAX_PX, type MessagePhotoView } from '../../../src/contract/chat'
import type { Db } from '../../db/database'
import { cases, conversations, messages, users } from '../../db/schema'
import { httpError } from '../api-error'
import { withDecoded } from '../media/process-image'
import {
  readObject,
  type MediaStore,
  type PRIVATE_MEDIA_FOLDERS,
} from '../media/storage/media-store'

/** The folder of the chat photos, one of the store's private ones (never served by /media). */
export const CHAT_PHOTOS_FOLDER: (typeof PRIVATE_MEDIA_FOLDERS)[number] = 'chat/'
const QUALITY = 82
/** The stand-in: the picture shrunk to this many pixels across, then enlarged with a blur. */
const BLUR_SOURCE_PX = 12
const BLURRED_PX = 320

export interface ProcessedChatPhoto {
  display: Buffer
  blurred: Buffer
  width: number
  height: number
}

/** A chat photo's files in the media store: `filename` and its blurred twin (blurredKey). */
export interface StoredChatPhoto {
  filename: string
  width: number
  height: number
}

/** Re-encodes an upload (415 image.unsupported_type for what is not a usable PNG or JPEG). */
export function processChatPhoto(data: Buffer): Promise<ProcessedChatPhoto> {
  return withDecoded(data, async (input) => {
    const display = await input()
      .resize({
        width: CHAT_PHOTO_MAX_PX,
        height: CHAT_PHOTO_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    const { width, height } = display.info
    const across = Math.max(1, Math.round((BLUR_SOURCE_PX * width) / Math.max(width, height)))
    const down = Math.max(1, Math.round((BLUR_SOURCE_PX * height) / Math.max(width, height)))
    const tiny = await input()
      .resize(across, down, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const { default: sharp } = await import('sharp')
    const blurred = await sharp(tiny.data, { raw: tiny.info })
      .resize(
        Math.round((BLURRED_PX * width) / Math.max(width, height)),
        Math.round((BLURRED_PX * height) / Math.max(width, height)),
        { kernel: 'cubic', fit: 'fill' },
      )
      .blur(10)
      .jpeg({ quality: 70 })
      .toBuffer()
    return { display: display.data, blurred, width, height }
  })
}

/** The key of a chat photo's blurred stand-in. */
export function blurredKey(filename: string): string {
  return filename.replace(/\.jpg$/, '-blurred.jpg')
}

/** Stores both files under a new name in the sender's folder. */
export async function storeChatPhoto(
  media: MediaStore,
  senderId: number,
  photo: ProcessedChatPhoto,
): Promise<StoredChatPhoto> {
  const filename = `${CHAT_PHOTOS_FOLDER}${senderId}/${randomUUID()}.jpg`
  await media.put(filename, photo.display, { contentType: 'image/jpeg' })
  await media.put(blurredKey(filename), photo.blurred, { contentType: 'image/jpeg' })
  return { filename, width: photo.width, height: photo.height }
}

/** Deletes a stored photo that no message took (a retry's second copy, a refused send). */
export async function discardChatPhoto(media: MediaStore, photo: StoredChatPhoto): Promise<void> {
  await media.delete(photo.filename)
  await media.delete(blurredKey(photo.filename))
}

/** Deletes every chat photo a member sent (their account is deleted). */
export async function removeChatPhotosOf(media: MediaStore, memberId: number): Promise<void> {
  await media.deletePrefix(`${CHAT_PHOTOS_FOLDER}${memberId}/`)
}

/**
 * The picture of a photo message, for one of its conversation's members, or for an operator
 * when a report or notice names the message. 404 chat.photo_not_found otherwise, and for a
 * message that is no photo or whose photo was deleted.
 */
export async function messagePhotoBytes(
  db: Db,
  media: MediaStore,
  viewerId: number,
  messageId: number,
  view: MessagePhotoView,
): Promise<Buffer> {
  const member = or(eq(conversations.memberLow, viewerId), eq(conversations.memberHigh, viewerId))
  // The role as assertOperator reads it: a live, unbanned operator's.
  const reportedToOperator = sql`exists (select from ${cases} where ${cases.targetMessageId} = ${messages.id})
    and exists (select from ${users} where ${users.id} = ${viewerId} and ${users.role} = 'operator'
      and ${users.deletedAt} is null and ${users.bannedAt} is null)`
  const [row] = await db
    .select({ filename: messages.photoFilename })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), or(member, reportedToOperator)))
  const filename = row?.filename
  const notFound = () => httpError(404, 'chat.photo_not_found', 'No such photo')
  if (filename == null) throw notFound()
  const bytes = await readObject(media, view === 'blurred' ? blurredKey(filename) : filename)
  if (bytes === null) throw notFound()
  return bytes
}

/** PUT /api/chat_photos.php: the member's choice to see photos in chats at once. */
export async function setShowChatPhotos(
  db: Db,
  memberId: number,
  show: boolean,
): Promise<{ show_chat_photos: boolean }> {
  await db.update(users).set({ showChatPhotos: show }).where(eq(users.id, memberId))
  return { show_chat_photos: show }
}
