// The demo members' photos: a pool of drawn "personas" (DiceBear avatars), each in three
// variants (same face and hair; other expression, clothes and background), rendered from
// SVG to WebP with sharp in a display size and a thumbnail under DATA_DIR/media/demo/v1/.
// Members share pool files: 100,000 members do not need 300,000 files, and a file that
// exists is not rendered again (names are stable, so a re-run or a second seed reuses them).
// Shared files live outside media/u/<id>/, which is all that deleting a member removes.
import type { createAvatar as createAvatarFn, Style } from '@dicebear/core'
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { Gender } from '../../../src/contract/profile-fields'
import { createRng, type Rng } from './prng'

/** Bump when the drawing or encoding changes: new names, so browsers never keep stale ones. */
const POOL_VERSION = 'v1'
export const DEMO_MEDIA_DIR = `demo/${POOL_VERSION}`
export const VARIANTS = 3
const DISPLAY_PX = 400
const THUMB_PX = 200

const STYLES: Readonly<Record<Gender, readonly StyleName[]>> = {
  female: ['avataaars', 'personas', 'lorelei'],
  male: ['avataaars', 'personas', 'notionists'],
}
type StyleName = 'avataaars' | 'personas' | 'lorelei' | 'notionists'

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0c1', 'fde2a7', 'e0e7ff']

type CreateAvatar = typeof createAvatarFn

export interface Persona {
  index: number
  gender: Gender
  style: StyleName
  /** What stays the same in every variant (hair, skin, beard …), as DiceBear options. */
  identity: Record<string, unknown>
}

export interface PoolFile {
  filename: string
  thumbFilename: string
}

/** How many personas a seed of `members` members draws: enough that a page rarely repeats. */
export function poolSizeFor(members: number): number {
  return Math.min(400, Math.max(12, Math.ceil(members / 16)))
}

/** Persona `index` (even: female, odd: male); independent of the pool size. */
export function persona(index: number): Persona {
  const gender: Gender = index % 2 === 0 ? 'female' : 'male'
  const rng = createRng(`klik-demo-persona:${index}`)
  const style = rng.pick(STYLES[gender])
  return { index, gender, style, identity: identityOptions(style, gender, rng) }
}

export function personaFile(p: Persona, variant: number): PoolFile {
  const base = `${DEMO_MEDIA_DIR}/${p.style}-${p.gender}-${p.index}-${variant}`
  return { filename: `${base}.jpg`, thumbFilename: `${base}-t.jpg` }
}

function identityOptions(style: StyleName, gender: Gender, rng: Rng): Record<string, unknown> {
  const female = gender === 'female'
  switch (style) {
    case 'avataaars':
      return {
        top: [
          rng.pick(
            female
              ? [
                  'bob',
                  'bun',
                  'curly',
                  'curvy',
                  'frida',
                  'longButNotTooLong',
                  'miaWallace',
                  'straight01',
                  'straight02',
                  'straightAndStrand',
                  'bigHair',
                  'fro',
                ]
              : [
                  'shortCurly',
                  'shortFlat',
                  'shortRound',
                  'shortWaved',
                  'sides',
                  'theCaesar',
                  'theCaesarAndSidePart',
                  'shaggy',
                  'shaggyMullet',
                  'frizzle',
                  'dreads01',
                ],
          ),
        ],
        topProbability: 100,
        hairColor: [
          rng.pick([
            'a55728',
            '2c1b18',
            'b58143',
            'd6b370',
            '724133',
            '4a312c',
            'c93305',
            'e8e1e1',
          ]),
        ],
        skinColor: [rng.pick(['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'])],
        facialHair: [rng.pick(['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'])],
        facialHairProbability: !female && rng.chance(0.4) ? 100 : 0,
        facialHairColor: ['4a312c'],
        accessories: [rng.pick(['prescription01', 'prescription02', 'round', 'kurt', 'wayfarers'])],
        accessoriesProbability: rng.chance(0.2) ? 100 : 0,
        mouth: ['default', 'smile', 'twinkle', 'serious'],
        eyes: ['default', 'happy', 'wink', 'squint', 'side'],
        eyebrows: [
          'default',
          'defaultNatural',
          'raisedExcited',
          'raisedExcitedNatural',
          'flatNatural',
        ],
      }
    case 'personas':
      return {
        hair: [
          rng.pick(
            female
              ? [
                  'long',
                  'bobCut',
                  'curly',
                  'pigtails',
                  'curlyBun',
                  'bobBangs',
                  'straightBun',
                  'extraLong',
                  'bunUndercut',
                ]
              : [
                  'shortCombover',
                  'buzzcut',
                  'fade',
                  'balding',
                  'curlyHighTop',
                  'sideShave',
                  'shortComboverChops',
                  'mohawk',
                ],
          ),
        ],
        hairColor: [rng.pick(['362c47', '6c4545', 'e15c66', 'f27d65', 'f29c65', 'dee1f5'])],
        skinColor: [
          rng.pick(['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36']),
        ],
        facialHair: [rng.pick(['beardMustache', 'goatee', 'shadow', 'soulPatch', 'walrus'])],
        facialHairProbability: !female && rng.chance(0.45) ? 100 : 0,
        mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
        eyes: ['open', 'happy', 'wink', 'glasses', 'sunglasses'],
      }
    case 'lorelei':
      return {
        hair: [`variant${String(rng.int(1, 48)).padStart(2, '0')}`],
        head: [`variant0${rng.int(1, 4)}`],
        eyes: [`variant${String(rng.int(1, 24)).padStart(2, '0')}`],
        eyebrows: [`variant${String(rng.int(1, 13)).padStart(2, '0')}`],
        nose: [`variant0${rng.int(1, 6)}`],
        beardProbability: 0,
        frecklesProbability: rng.chance(0.2) ? 100 : 0,
        mouth: [
          'happy01',
          'happy02',
          'happy03',
          'happy04',
          'happy05',
          'happy06',
          'happy07',
          'happy08',
          'happy09',
          'happy10',
        ],
      }
    case 'notionists':
      return {
        hair: [`variant${String(rng.int(1, 63)).padStart(2, '0')}`],
        nose: [`variant${String(rng.int(1, 20)).padStart(2, '0')}`],
        brows: [`variant${String(rng.int(1, 13)).padStart(2, '0')}`],
        beard: [`variant${String(rng.int(1, 12)).padStart(2, '0')}`],
        beardProbability: rng.chance(0.5) ? 100 : 0,
        glassesProbability: rng.chance(0.25) ? 100 : 0,
        gestureProbability: 25,
        bodyIconProbability: 0,
      }
  }
}

async function loadStyles(): Promise<Record<StyleName, Style<object>>> {
  // Loaded only when a seed runs: the collection is large and a normal start never needs it.
  const { avataaars, personas, lorelei, notionists } = await import('@dicebear/collection')
  return { avataaars, personas, lorelei, notionists }
}

async function renderVariant(
  createAvatar: CreateAvatar,
  styles: Record<StyleName, Style<object>>,
  mediaDir: string,
  p: Persona,
  variant: number,
): Promise<void> {
  const file = personaFile(p, variant)
  const displayPath = path.join(mediaDir, file.filename)
  const thumbPath = path.join(mediaDir, file.thumbFilename)
  if (existsSync(displayPath) && existsSync(thumbPath)) return
  const svg = createAvatar(styles[p.style], {
    seed: `klik-demo-persona:${p.index}:${variant}`,
    size: DISPLAY_PX,
    backgroundColor: [BACKGROUNDS[(p.index * 3 + variant * 5) % BACKGROUNDS.length] ?? 'b6e3f4'],
    ...p.identity,
  }).toString()
  // Rasterise once; both sizes come from the same pixels. (libvips loads with the first use.)
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const [display, thumb] = await Promise.all([
    sharp(data, raw).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer(),
    sharp(data, raw)
      .flatten({ background: '#ffffff' })
      .resize(THUMB_PX, THUMB_PX)
      .jpeg({ quality: 80 })
      .toBuffer(),
  ])
  // Written under a temporary name first: a crash mid-write never leaves a truncated file
  // that a later run would take for a finished one.
  await Promise.all([atomicWrite(thumbPath, thumb), atomicWrite(displayPath, display)])
}

async function atomicWrite(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.part`
  await writeFile(partial, data)
  await rename(partial, file)
}

/** Renders every variant of personas 0..size-1 that is not on disk yet; answers how many it drew. */
export async function renderPool(mediaDir: string, size: number): Promise<number> {
  await mkdir(path.join(mediaDir, DEMO_MEDIA_DIR), { recursive: true })
  const jobs: Array<[Persona, number]> = []
  for (let index = 0; index < size; index++) {
    const p = persona(index)
    for (let variant = 0; variant < VARIANTS; variant++) {
      const file = personaFile(p, variant)
      if (
        !existsSync(path.join(mediaDir, file.filename)) ||
        !existsSync(path.join(mediaDir, file.thumbFilename))
      ) {
        jobs.push([p, variant])
      }
    }
  }
  if (jobs.length === 0) return 0
  const [{ createAvatar }, styles] = await Promise.all([import('@dicebear/core'), loadStyles()])
  // libvips works in the thread pool; a few renders at once keep every core busy without
  // queueing hundreds of rasterised images in memory.
  const workers = Math.max(2, Math.min(4, availableParallelism()))
  let next = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) {
        await renderVariant(createAvatar, styles, mediaDir, job[0], job[1])
      }
    }),
  )
  return jobs.length
}
