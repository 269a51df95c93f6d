// The demo members' photos: a pool of drawn "personas" (DiceBear avatars), each in three
// variants (same face and hair; other expression, clothes and background), rendered from
// SVG to JPEG with sharp in a display size and a thumbnail, in the media store under demo/v2/.
// Members share pool files: 100,000 members do not need 300,000 files, and a file that
// is stored is not rendered again (names are stable, so a re-run or a second seed reuses them).
// Shared files live outside media/u/<id>/, which is all that deleting a member removes.
// A persona has a gender and an age band, and its look follows both (avatarLook): beards and
// men's cuts only for men, no grey for the young, grey hair, glasses or a bald head for the
// older; a member gets a persona of their own gender and band (seed-demo.ts). Only styles
// whose options name hair and beards are drawn: lorelei's and notionists' numbered variants
// cannot be told apart by gender or age.
import type { createAvatar as createAvatarFn, Style } from '@dicebear/core'
import { availableParallelism } from 'node:os'
import type { Gender } from '../../../src/contract/profile-field-names'
import { listKeys, type MediaStore } from '../media/storage/media-store'
import { createRng, type Rng } from './prng'

/** Bump when the drawing or encoding changes: new names, so browsers never keep stale ones. */
const POOL_VERSION = 'v2'
export const DEMO_MEDIA_DIR = `demo/${POOL_VERSION}`
export const VARIANTS = 3
const DISPLAY_PX = 400
const THUMB_PX = 200

const STYLES = ['avataaars', 'personas'] as const
type StyleName = (typeof STYLES)[number]

export const AGE_BANDS = ['young', 'middle', 'older'] as const
export type AgeBand = (typeof AGE_BANDS)[number]

/** young: 18-34, middle: 35-54, older: 55 and up. */
export function ageBandOf(age: number): AgeBand {
  return age < 35 ? 'young' : age < 55 ? 'middle' : 'older'
}

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0c1', 'fde2a7', 'e0e7ff']

type CreateAvatar = typeof createAvatarFn

export interface Persona {
  index: number
  gender: Gender
  band: AgeBand
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

/**
 * Persona `index`: even female, odd male; the band goes round young, middle, older every two
 * personas, so any pool of 6 or more has every gender in every band. Independent of the size.
 */
export function persona(index: number): Persona {
  const gender: Gender = index % 2 === 0 ? 'female' : 'male'
  const band = AGE_BANDS[Math.floor(index / 2) % AGE_BANDS.length] ?? 'young'
  const rng = createRng(`klik-demo-persona:${index}`)
  const style = rng.pick(STYLES)
  return { index, gender, band, style, identity: avatarLook(style, gender, band, rng) }
}

export function personaFile(p: Persona, variant: number): PoolFile {
  const base = `${DEMO_MEDIA_DIR}/${p.style}-${p.gender}-${p.band}-${p.index}-${variant}`
  return { filename: `${base}.jpg`, thumbFilename: `${base}-t.jpg` }
}

// What a look may have, per style, gender and age band.
const AVATAAARS_TOP: Readonly<Record<Gender, Readonly<Record<AgeBand, readonly string[]>>>> = {
  female: {
    young: [
      'bigHair',
      'bob',
      'bun',
      'curly',
      'curvy',
      'frida',
      'fro',
      'longButNotTooLong',
      'miaWallace',
      'straight01',
      'straight02',
      'straightAndStrand',
    ],
    middle: [
      'bob',
      'bun',
      'curly',
      'curvy',
      'longButNotTooLong',
      'straight01',
      'straight02',
      'straightAndStrand',
    ],
    older: ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'straight02'],
  },
  male: {
    young: [
      'dreads01',
      'frizzle',
      'shaggy',
      'shaggyMullet',
      'shortCurly',
      'shortFlat',
      'shortRound',
      'shortWaved',
      'theCaesar',
      'theCaesarAndSidePart',
    ],
    middle: [
      'shortCurly',
      'shortFlat',
      'shortRound',
      'shortWaved',
      'sides',
      'theCaesar',
      'theCaesarAndSidePart',
    ],
    older: ['shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart'],
  },
}
const PERSONAS_HAIR: Readonly<Record<Gender, Readonly<Record<AgeBand, readonly string[]>>>> = {
  female: {
    young: [
      'bobBangs',
      'bobCut',
      'bunUndercut',
      'curly',
      'curlyBun',
      'extraLong',
      'long',
      'pigtails',
      'straightBun',
    ],
    middle: ['bobBangs', 'bobCut', 'curly', 'curlyBun', 'long', 'straightBun'],
    older: ['bobCut', 'curly', 'curlyBun', 'straightBun'],
  },
  male: {
    young: [
      'buzzcut',
      'curlyHighTop',
      'fade',
      'mohawk',
      'shortCombover',
      'shortComboverChops',
      'sideShave',
    ],
    middle: ['balding', 'buzzcut', 'fade', 'shortCombover', 'shortComboverChops'],
    older: ['balding', 'shortCombover', 'shortComboverChops'],
  },
}
// Brown, black, blond, auburn, red; grey and white only from the middle band on.
const AVATAAARS_HAIR = ['a55728', '2c1b18', 'b58143', 'd6b370', '724133', '4a312c', 'c93305']
const AVATAAARS_GREY = ['e8e1e1', 'ecdcbf']
// The pink and orange shades are for the young only.
const PERSONAS_HAIR_COLOR = ['362c47', '6c4545', 'e15c66', 'f27d65', 'f29c65']
const PERSONAS_NATURAL = ['362c47', '6c4545']
const PERSONAS_GREY = ['dee1f5', 'e8e1e1']

function hairColor(rng: Rng, band: AgeBand, colours: readonly string[], greys: readonly string[]) {
  const greyShare = band === 'older' ? 0.85 : band === 'middle' ? 0.2 : 0
  return [rng.chance(greyShare) ? rng.pick(greys) : rng.pick(colours)]
}

/**
 * The DiceBear options that make a persona's face: hair by gender and age band, facial hair
 * for men only, grey and glasses mostly with age. Pure: the same rng state gives the same look.
 */
export function avatarLook(
  style: StyleName,
  gender: Gender,
  band: AgeBand,
  rng: Rng,
): Record<string, unknown> {
  const male = gender === 'male'
  const glasses = rng.chance(band === 'older' ? 0.6 : band === 'middle' ? 0.3 : 0.15)
  switch (style) {
    case 'avataaars':
      return {
        top: [rng.pick(AVATAAARS_TOP[gender][band])],
        topProbability: 100,
        hairColor: hairColor(rng, band, AVATAAARS_HAIR, AVATAAARS_GREY),
        skinColor: [rng.pick(['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'])],
        facialHair: [rng.pick(['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'])],
        facialHairProbability: male && rng.chance(band === 'young' ? 0.3 : 0.5) ? 100 : 0,
        facialHairColor: band === 'older' ? ['e8e1e1'] : ['4a312c'],
        accessories: [rng.pick(['prescription01', 'prescription02', 'round'])],
        accessoriesProbability: glasses ? 100 : 0,
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
        hair: [rng.pick(PERSONAS_HAIR[gender][band])],
        hairColor: hairColor(
          rng,
          band,
          band === 'young' ? PERSONAS_HAIR_COLOR : PERSONAS_NATURAL,
          PERSONAS_GREY,
        ),
        skinColor: [
          rng.pick(['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36']),
        ],
        facialHair: [
          rng.pick(
            band === 'young'
              ? ['goatee', 'shadow', 'soulPatch']
              : ['beardMustache', 'goatee', 'walrus'],
          ),
        ],
        facialHairProbability: male && rng.chance(band === 'young' ? 0.3 : 0.5) ? 100 : 0,
        mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
        eyes: glasses ? ['glasses'] : ['open', 'happy', 'wink'],
      }
  }
}

async function loadStyles(): Promise<Record<StyleName, Style<object>>> {
  // Loaded only when a seed runs: the collection is large and a normal start never needs it.
  const { avataaars, personas } = await import('@dicebear/collection')
  return { avataaars, personas }
}

async function renderVariant(
  createAvatar: CreateAvatar,
  styles: Record<StyleName, Style<object>>,
  media: MediaStore,
  p: Persona,
  variant: number,
): Promise<void> {
  const file = personaFile(p, variant)
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
  // The store writes each whole or not at all: a crash mid-write never leaves a truncated file
  // that a later run would take for a finished one.
  await Promise.all([
    media.put(file.thumbFilename, thumb, { contentType: 'image/jpeg' }),
    media.put(file.filename, display, { contentType: 'image/jpeg' }),
  ])
}

/** Renders every variant of personas 0..size-1 not stored yet; answers how many it drew. */
export async function renderPool(media: MediaStore, size: number): Promise<number> {
  // One listing instead of a question per file (a bucket answers 1,000 names a call).
  const stored = await listKeys(media, `${DEMO_MEDIA_DIR}/`)
  const jobs: Array<[Persona, number]> = []
  for (let index = 0; index < size; index++) {
    const p = persona(index)
    for (let variant = 0; variant < VARIANTS; variant++) {
      const file = personaFile(p, variant)
      if (!stored.has(file.filename) || !stored.has(file.thumbFilename)) jobs.push([p, variant])
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
        await renderVariant(createAvatar, styles, media, job[0], job[1])
      }
    }),
  )
  return jobs.length
}
