// Avatars of the demo cams: drawn with DiceBear and stored as WebP in the media store under
// partners/, where the /media route serves them with immutable caching — so the file name
// carries a version that changes whenever the drawing would. Rendered lazily, once per
// process, on the first cam search that needs them (those already stored are not drawn again).
import type { MediaStore } from '../media/storage/media-store'
import { listKeys } from '../media/storage/media-store'
import type { DemoCam } from './demo-cams'

/** Bump when the drawing changes (style, size, options): browsers keep the old files. */
const AVATAR_VERSION = 1
const SIZE_PX = 256
export const PARTNER_MEDIA_DIR = 'partners'
const BACKGROUNDS = ['ffd5dc', 'ffdfbf', 'c0aede', 'd1d4f9', 'b6e3f4']

/** The avatar's path under the media directory (and under /media/ in URLs). */
export function camAvatarFile(cam: DemoCam): string {
  return `${PARTNER_MEDIA_DIR}/${cam.account}-v${AVATAR_VERSION}.webp`
}

const rendering = new WeakMap<MediaStore, Promise<void>>()

/** Draws the avatars missing from `media`; concurrent callers share one run. */
export function ensureCamAvatars(media: MediaStore, cams: readonly DemoCam[]): Promise<void> {
  let run = rendering.get(media)
  if (run === undefined) {
    run = renderMissing(media, cams)
    rendering.set(media, run)
    // A failed run (disk full…) is retried by the next search instead of being remembered.
    run.catch(() => rendering.delete(media))
  }
  return run
}

async function renderMissing(media: MediaStore, cams: readonly DemoCam[]): Promise<void> {
  const stored = await listKeys(media, `${PARTNER_MEDIA_DIR}/`)
  const missing = cams.filter((cam) => !stored.has(camAvatarFile(cam)))
  if (missing.length === 0) return
  // Loaded only here: the collection and libvips are large and most requests never need them.
  const [{ createAvatar }, { lorelei }, { default: sharp }] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/collection'),
    import('sharp'),
  ])
  for (const cam of missing) {
    const svg = createAvatar(lorelei, {
      seed: `klik-demo-cam:${cam.account}`,
      size: SIZE_PX,
      backgroundColor: [BACKGROUNDS[cam.age % BACKGROUNDS.length] ?? 'b6e3f4'],
    }).toString()
    const webp = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).webp().toBuffer()
    // The store writes it whole or not at all: never a truncated "finished" file.
    await media.put(camAvatarFile(cam), webp, { contentType: 'image/webp' })
  }
}
