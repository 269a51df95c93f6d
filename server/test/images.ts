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
