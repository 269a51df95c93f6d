// A photo for a spec to upload: a plain JPEG the server accepts (400 px square, one colour, so
// two photos of one member are told apart by `background`).
import sharp from 'sharp'

export function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer()
}
