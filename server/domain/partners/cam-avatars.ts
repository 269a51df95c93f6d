// Avatars of the demo cams: drawn with DiceBear and stored as WebP under
// DATA_DIR/media/partners/, where the /media route serves them with immutable caching — so
// the file name carries a version that changes whenever the drawing would. Rendered lazily,
// once per process, on the first cam search that needs them.
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
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

const rendering = new Map<string, Promise<void>>()

/** Draws the avatars missing under `mediaDir`; concurrent callers share one run. */
export function ensureCamAvatars(mediaDir: string, cams: readonly DemoCam[]): Promise<void> {
  let run = rendering.get(mediaDir)
  if (run === undefined) {
    run = renderMissing(mediaDir, cams)
    rendering.set(mediaDir, run)
    // A failed run (disk full…) is retried by the next search instead of being remembered.
    run.catch(() => rendering.delete(mediaDir))
  }
  return run
}

async function renderMissing(mediaDir: string, cams: readonly DemoCam[]): Promise<void> {
  const missing = cams.filter((cam) => !existsSync(path.join(mediaDir, camAvatarFile(cam))))
  if (missing.length === 0) return
  await mkdir(path.join(mediaDir, PARTNER_MEDIA_DIR), { recursive: true })
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
    const file = path.join(mediaDir, camAvatarFile(cam))
    // A temporary name first: a crash mid-write never leaves a truncated "finished" file.
    const partial = `${file}.${process.pid}.part`
    await writeFile(partial, webp)
    await rename(partial, file)
  }
}
