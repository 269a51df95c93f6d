// What an upload really is, by its first bytes: only PNG and JPEG are photos here, whatever
// the file is called or claims to be (spec §5: png, jpeg, jpg).
export type ImageType = 'png' | 'jpeg'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

export function sniffImageType(data: Buffer): ImageType | null {
  const starts = (magic: number[]) => magic.every((byte, index) => data[index] === byte)
  if (starts(PNG)) return 'png'
  if (starts(JPEG)) return 'jpeg'
  return null
}
