// A picked photo made ready to send (issue 32 §3): read the way it is shown (a phone's portrait
// photo is as wide as it is shown, not as it is stored), no longer on its long side than the
// server keeps (CHAT_PHOTO_MAX_PX), and encoded again as a JPEG. Encoding it again leaves the
// camera's EXIF data, the place it was taken included, on the phone: the server strips it too,
// but this way it never travels. And a phone's 4 MB photo goes as some 200 KB, which matters
// on a train's mobile data and in the outbox's IndexedDB. A browser that cannot encode sends
// the picture as picked (the server still shrinks and strips it).
import { CHAT_PHOTO_MAX_PX } from '../../contract/chat'
import type { PickedPhoto } from './outbox'

/** JPEG quality of a sent photo: the server encodes it again at its own. */
const QUALITY = 0.85

/** `width` × `height` scaled to fit CHAT_PHOTO_MAX_PX on the long side, never enlarged. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CHAT_PHOTO_MAX_PX / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** The photo as it is sent, or null when the browser cannot read the file as a picture. */
export async function preparePhoto(file: Blob): Promise<PickedPhoto | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
  try {
    if (bitmap.width <= 0 || bitmap.height <= 0) return null
    const size = fittedSize(bitmap.width, bitmap.height)
    const encoded = await encodeJpeg(bitmap, size)
    return encoded === null
      ? { picture: file, width: bitmap.width, height: bitmap.height }
      : { picture: encoded, ...size }
  } finally {
    bitmap.close()
  }
}

/** The bitmap drawn at `size` on white (a PNG's transparent parts) as a JPEG; null if it fails. */
async function encodeJpeg(
  bitmap: ImageBitmap,
  { width, height }: { width: number; height: number },
): Promise<Blob | null> {
  try {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (context === null) return null
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY })
  } catch {
    // No OffscreenCanvas (Safari before 16.4), or a canvas too large for this phone.
    return null
  }
}
