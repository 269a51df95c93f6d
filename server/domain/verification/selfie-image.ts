// A verification selfie as it is kept (db/tables/verifications.ts): checked by its content,
// turned upright, stripped of every metadata field (location included) and re-encoded as a
// JPEG of at most 1080 px, with the two hashes that recognise the picture when it is sent again:
// SHA-256 of the bytes sent, and a difference hash (dHash) of what it shows.
import { createHash } from 'node:crypto'
import { withDecoded } from '../media/process-image'

const SELFIE_MAX_PX = 1080
const QUALITY = 80

export interface ProcessedSelfie {
  jpeg: Buffer
  sha256: string
  /** 64 bits: whether each of 8×8 pixels of a 9×8 grey miniature is brighter than its right neighbour. */
  dhash: bigint
}

/**
 * The difference hash of a picture (Krawetz, "Kind of like that", 2013): shrunk to 9×8 grey
 * pixels, one bit per pair of neighbours in a row. A new encoding, a resize, a crop of a few
 * pixels or a screenshot of the picture flips few of its 64 bits; another photo flips about
 * half. A signed 64-bit integer, as PostgreSQL's bigint keeps it.
 */
export function differenceHash(pixels: Uint8Array): bigint {
  if (pixels.length !== 72) throw new Error('a difference hash needs 9×8 grey pixels')
  let bits = 0n
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column] ?? 0
      const right = pixels[row * 9 + column + 1] ?? 0
      bits = (bits << 1n) | (left > right ? 1n : 0n)
    }
  }
  return BigInt.asIntN(64, bits)
}

/** How many of the 64 bits two difference hashes differ in. */
export function hashDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b)
  let count = 0
  while (difference !== 0n) {
    count += Number(difference & 1n)
    difference >>= 1n
  }
  return count
}

export async function processSelfie(data: Buffer): Promise<ProcessedSelfie> {
  const [jpeg, grey] = await withDecoded(data, (input) =>
    Promise.all([
      input()
        .resize({
          width: SELFIE_MAX_PX,
          height: SELFIE_MAX_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer(),
      input().grayscale().resize({ width: 9, height: 8, fit: 'fill' }).raw().toBuffer(),
    ]),
  )
  return {
    jpeg,
    sha256: createHash('sha256').update(data).digest('hex'),
    dhash: differenceHash(new Uint8Array(grey.buffer, grey.byteOffset, grey.length)),
  }
}
