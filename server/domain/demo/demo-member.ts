// One demo member as plain data, derived only from its number, the seed and "now": the same
// number always gives the same person (name, place, age, text, details), so runs repeat.
// Photos are assigned per batch afterwards (avatar-pool.ts), from a shared pool of avatars.
import type { CountryCode } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import {
  LENGTH_CM,
  PROFILE_FIELD_CHOICES,
  type Gender,
} from '../../../src/contract/profile-field-names'
import { FIRST_NAMES } from './first-names'
import { languageOf, type DemoCountry } from './places'
import { createRng, type Rng } from './prng'
import { profileText } from './profile-texts'

type Choice<K extends keyof typeof PROFILE_FIELD_CHOICES> =
  (typeof PROFILE_FIELD_CHOICES)[K][number]

/** Reserved for documentation and tests (RFC 2606): no mail can ever reach these. */
export const DEMO_EMAIL_DOMAIN = 'demo.klik.invalid'

export function demoEmail(number: number): string {
  return `demo-${number}@${DEMO_EMAIL_DOMAIN}`
}

export interface DemoMember {
  number: number
  email: string
  name: string
  gender: Gender
  dateOfBirth: string
  country: CountryCode
  countryregion: string
  city: string
  language: Locale
  timezone: string
  personal: string
  length: number | null
  relationship: Choice<'relationship'> | null
  lookingFor: Choice<'looking_for'> | null
  smoking: Choice<'smoking'> | null
  createdAt: Date
  activatedAt: Date
  lastActiveAt: Date
  /** How many photos besides the main one (0-2). */
  extraPhotos: number
}

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
/** Last activity spreads over this window before now. */
export const ACTIVE_WINDOW_MS = 42 * DAY_MS
/** Share of members active within the last 15 minutes (shown online). */
const ONLINE_SHARE = 0.06

// Most members are 25-50, as on real dating sites; every age 18-80 occurs.
const AGE_BANDS: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[18, 24], 11],
  [[25, 34], 30],
  [[35, 44], 28],
  [[45, 50], 13],
  [[51, 60], 10],
  [[61, 70], 6],
  [[71, 80], 2],
]

export function generateMember(
  number: number,
  countries: readonly DemoCountry[],
  now: Date,
  seed = 'klik-demo',
): DemoMember {
  const rng = createRng(`${seed}:${number}`)
  const country = rng.weighted(countries.map((c) => [c, c.weight] as const))
  const region = rng.weighted(country.regions)
  const { language, names } = languageOf(country, region.id)
  const gender: Gender = rng.chance(0.5) ? 'female' : 'male'
  const age = randomAge(rng)
  const lookingFor = rng.chance(0.8) ? rng.pick(PROFILE_FIELD_CHOICES.looking_for) : null
  const lastActiveAt = new Date(now.getTime() - lastActiveAgo(rng))
  // Signed up between a day and three years before that last visit.
  const createdAt = new Date(
    lastActiveAt.getTime() - rng.int(1, 3 * 365) * DAY_MS - rng.int(0, DAY_MS),
  )
  return {
    number,
    email: demoEmail(number),
    name: rng.pick(FIRST_NAMES[names][gender]),
    gender,
    dateOfBirth: birthDateFor(age, now, rng),
    country: country.code,
    countryregion: region.id,
    city: rng.pick(region.cities),
    language,
    timezone: country.timezone,
    personal: profileText(rng, language, gender, lookingFor),
    length: rng.chance(0.8) ? bodyLength(rng, gender) : null,
    relationship: rng.chance(0.75) ? relationship(rng, age) : null,
    lookingFor,
    smoking: rng.chance(0.7)
      ? rng.weighted([
          ['no', 65],
          ['occasionally', 22],
          ['yes', 13],
        ] as const)
      : null,
    createdAt,
    activatedAt: new Date(createdAt.getTime() + rng.int(1, 30) * MINUTE_MS),
    lastActiveAt,
    extraPhotos: rng.weighted([
      [0, 40],
      [1, 35],
      [2, 25],
    ] as const),
  }
}

function randomAge(rng: Rng): number {
  const [min, max] = rng.weighted(AGE_BANDS)
  return rng.int(min, max)
}

/** A birth date that makes the member exactly `age` today: 1-364 days past the birthday. */
function birthDateFor(age: number, now: Date, rng: Rng): string {
  const birthday = new Date(
    Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), Math.min(now.getUTCDate(), 28)),
  )
  return new Date(birthday.getTime() - rng.int(1, 330) * DAY_MS).toISOString().slice(0, 10)
}

/** Skewed towards recent visits; a few within the online window. */
function lastActiveAgo(rng: Rng): number {
  if (rng.chance(ONLINE_SHARE)) return rng.int(0, 14 * MINUTE_MS)
  return 15 * MINUTE_MS + Math.floor(rng.next() ** 2 * (ACTIVE_WINDOW_MS - 15 * MINUTE_MS))
}

function bodyLength(rng: Rng, gender: Gender): number {
  // Sum of three uniforms: a cheap bell curve around the average height.
  const bell = (rng.next() + rng.next() + rng.next() - 1.5) / 1.5
  const cm = Math.round((gender === 'male' ? 181 : 168) + bell * 14)
  return Math.min(LENGTH_CM.max, Math.max(LENGTH_CM.min + 10, cm))
}

function relationship(rng: Rng, age: number): Choice<'relationship'> {
  return rng.weighted([
    ['single', age < 30 ? 85 : 60],
    ['divorced', age < 30 ? 3 : 25],
    ['widowed', age > 55 ? 10 : 0],
    ['open_relationship', 5],
    ['in_relationship', 3],
    ['married', 2],
  ] as const)
}
