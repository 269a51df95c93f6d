// Which chosen or dropped files may be uploaded (spec §5: png, jpeg, jpg), checked by type
// or, when the browser gives none, by name; and the address of an image under /media.
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../contract/rules'

export type RefusedReason = 'type' | 'size'
export interface FileSorting {
  accepted: File[]
  refused: { file: File; reason: RefusedReason }[]
}

export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg'

function isImage(file: File): boolean {
  if (file.type) return (IMAGE_TYPES as readonly string[]).includes(file.type)
  return /\.(png|jpe?g)$/i.test(file.name)
}

export function sortImageFiles(files: readonly File[], maxBytes = IMAGE_MAX_BYTES): FileSorting {
  const sorting: FileSorting = { accepted: [], refused: [] }
  for (const file of files) {
    if (!isImage(file)) sorting.refused.push({ file, reason: 'type' })
    else if (file.size > maxBytes) sorting.refused.push({ file, reason: 'size' })
    else sorting.accepted.push(file)
  }
  return sorting
}
