// Pictures for upload tests: one plain colour in a given format and size, made by sharp.
import sharp from 'sharp'

export type TestImageFormat = 'jpeg' | 'png' | 'gif' | 'webp'

export function solidImage(
  format: TestImageFormat,
  width: number,
  height: number,
  background = '#c81e50',
  channels: 3 | 4 = 3,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer()
}

/** A 600×400 JPEG, as a member's photo upload. */
export const memberPhoto = () => solidImage('jpeg', 600, 400)

/**
 * A picture of its own, as different from any other `seed`'s as two photos are: 16×16 random
 * grey blocks (from the seed) scaled up, so its difference hash differs in about half its
 * bits. With `exif`, it carries a camera note and a GPS position that must not survive.
 */
export function distinctPicture(seed: number, options: { exif?: boolean } = {}): Promise<Buffer> {
  let state = seed >>> 0 || 1
  const next = () => {
    // xorshift32: the same blocks for the same seed, on every machine.
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) & 0xff
  }
  const blocks = Buffer.alloc(16 * 16 * 3)
  for (let index = 0; index < blocks.length; index += 3) {
    const grey = next()
    blocks.fill(grey, index, index + 3)
  }
  const picture = sharp(blocks, { raw: { width: 16, height: 16, channels: 3 } })
    .resize(480, 640, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
  return (
    options.exif === true
      ? picture.withExifMerge({
          IFD0: { Make: 'SecretCam' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
        })
      : picture
  ).toBuffer()
}
