// What a visitor answered in the match finder (/match-finder, /signup-matches): who, which
// ages, where. The landers feature writes it to localStorage; the search feature reads it
// once, for the first search of the member who signed up after answering, and saves it as
// that member's search (then the key is removed). Kept out of lib/storage-keys.ts, like the
// shop's keys, so the start-up bundle does not carry it; the cookie page lists it
// (features/pages/storage-list.ts).
import type { FilterOptions } from '../contract/search'

/** localStorage: the match finder's answers, until the new member's first search uses them. */
export const MATCH_CHOICES_KEY = 'klik-match-choices'

export interface MatchChoices {
  filters: FilterOptions
  /** When the visitor answered, in ms: only an account made after that takes them. */
  savedAt: number
}

function area(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Private modes and locked-down browsers throw on access.
    return null
  }
}

const isAge = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 18 && value <= 120

/** The stored answers, or null when absent or not of this shape (an older or altered value). */
export function parseMatchChoices(text: string | null): MatchChoices | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { filters, savedAt } = value as Partial<Record<keyof MatchChoices, unknown>>
  if (typeof savedAt !== 'number' || typeof filters !== 'object' || filters === null) return null
  const f = filters as Partial<Record<keyof FilterOptions, unknown>>
  const gender = f.gender === 'male' || f.gender === 'female' || f.gender === '' ? f.gender : null
  if (gender === null || !isAge(f.min_age)) return null
  if (f.max_age !== null && (!isAge(f.max_age) || f.max_age < f.min_age)) return null
  if (typeof f.country !== 'string' || typeof f.countryregion !== 'string') return null
  return {
    savedAt,
    filters: {
      gender,
      min_age: f.min_age,
      max_age: f.max_age,
      country: f.country,
      countryregion: f.countryregion,
      verified: f.verified === true,
      online: false,
    },
  }
}

export function readMatchChoices(): MatchChoices | null {
  return parseMatchChoices(area()?.getItem(MATCH_CHOICES_KEY) ?? null)
}

export function storeMatchChoices(filters: FilterOptions, now = Date.now()): void {
  try {
    area()?.setItem(MATCH_CHOICES_KEY, JSON.stringify({ filters, savedAt: now }))
  } catch {
    // A full or locked storage: the member's first search falls back to its defaults.
  }
}

export function clearMatchChoices(): void {
  area()?.removeItem(MATCH_CHOICES_KEY)
}

const CLOCK_SLACK_MS = 10 * 60_000

/**
 * The filters a member's first search starts from: the stored answers when this member's
 * account was made after they were given (the visitor who answered signed up), else null —
 * another member logging in on this browser keeps their own search.
 */
export function choicesForMember(
  choices: MatchChoices | null,
  signupDate: string | undefined,
): FilterOptions | null {
  if (!choices || !signupDate) return null
  const signedUp = Date.parse(signupDate)
  // Slack for a browser clock ahead of the server's.
  return Number.isFinite(signedUp) && signedUp >= choices.savedAt - CLOCK_SLACK_MS
    ? choices.filters
    : null
}
