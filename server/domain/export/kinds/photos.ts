// The data export's `photos`: the member's photos in their order, and the media path of each
// file, which the builder puts into the ZIP's photos/.
import { images } from '../../../db/schema'
import { iso, ownRows, type Reader } from './shared'

/** A photo of the member: its row and the media path of the file that goes into photos/. */
export interface ExportPhoto {
  id: number
  /** Its key in the media store (images.filename). */
  mediaPath: string
}

/** data.json's `photos` (the builder adds each file's name) and the files to put in the ZIP. */
export async function gatherPhotos(tx: Reader, userId: number) {
  const rows = await ownRows(tx, images, images.userId, userId, images.position, images.id)
  return {
    data: rows.map((row) => ({
      id: row.id,
      position: row.position,
      uploaded_at: iso(row.createdAt),
      hidden_by_operator_at: iso(row.hiddenAt),
    })),
    files: rows.map((row): ExportPhoto => ({ id: row.id, mediaPath: row.filename })),
  }
}
