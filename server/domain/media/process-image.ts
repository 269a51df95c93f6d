// Turns an uploaded photo into what members see: turned upright by its EXIF orientation, every
// metadata field (location, camera, owner) dropped, re-encoded as JPEG in a display size (at
// most 1080 px on the long side) and a 320 px square thumbnail. Decoding is the real content
// check: a file sharp cannot read as PNG or JPEG is refused.
import type { Sharp } from 'sharp'
import { ApiError, httpError } from '../api-error'
import { sniffImageType } from './image-type'

export const DISPLAY_MAX_PX = 1080
export const THUMB_PX = 320
/** Refuses decompression bombs: 50 megapixels is far beyond any phone photo's needs. */
const MAX_INPUT_PIXELS = 50_000_000
const QUALITY = 82

export interface ProcessedImage {
  display: Buffer
  thumb: Buffer
}

/** A fresh pipeline of the checked picture: turned upright, on white where it was transparent. */
export type DecodedInput = () => Sharp

const unsupported = () =>
  httpError(415, 'image.unsupported_type', 'Only PNG and JPEG images can be uploaded')

/**
 * Runs `encode` on `data` once it is known to be the PNG or JPEG its first bytes say, within
 * the pixel limit; any failure to decode (a truncated, corrupt or oversized image) answers 415
 * image.unsupported_type: what the member sent is not a usable photo.
 */
export async function withDecoded<T>(
  data: Buffer,
  encode: (input: DecodedInput) => Promise<T>,
): Promise<T> {
  const type = sniffImageType(data)
  if (type === null) throw unsupported()
  // Loaded with the first photo: libvips is 20 MiB a server without uploads need not hold.
  const { default: sharp } = await import('sharp')
  const input = () =>
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
  try {
    const metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    if (metadata.format !== type || metadata.width === undefined) throw unsupported()
    return await encode(input)
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw unsupported()
  }
}

export async function processImage(data: Buffer): Promise<ProcessedImage> {
  return withDecoded(data, async (input) => {
    const [display, thumb] = await Promise.all([
      input()
        .resize({
          width: DISPLAY_MAX_PX,
          height: DISPLAY_MAX_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer(),
      input()
        .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'cover', position: 'attention' })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer(),
    ])
    return { display, thumb }
  })
}
