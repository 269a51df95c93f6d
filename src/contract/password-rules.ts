// The rule for a new password (signup, password change, reset), shared by the server, which
// refuses, and the forms' strength meter, which warns before sending. At least
// PASSWORD_MIN_LENGTH characters and a zxcvbn score of at least PASSWORD_MIN_SCORE, the
// member's own address, name and the site's name counting as guessable words. Only a new
// password follows it: one set before the rule still logs in until it is changed.
//
// zxcvbn itself is not imported here (the contract stays zod only): each side configures it
// (passwordDictionary) and hands its estimate to judgePassword. The forms load this module
// lazily, with the meter; what they need at once (the least length, the codes) is in
// validation.ts.

import { PASSWORD_MIN_LENGTH, RULE } from './rules'

export { PASSWORD_MIN_LENGTH }
/** zxcvbn's 0–4: 2 is "somewhat guessable" (under 10^6 guesses is 0–1). */
export const PASSWORD_MIN_SCORE = 2
/**
 * zxcvbn judges the first this many characters. Its cost grows quickly with the length (a
 * crafted 200-character password took half a second), and a strong beginning makes a strong
 * password: a longer one is judged at least as strong as its beginning.
 */
export const PASSWORD_CHECKED_LENGTH = 32
/**
 * zxcvbn's options both sides use: l33t variants tried per password (its default 100 made a
 * check several times slower for passwords full of digits and symbols; the first variant,
 * every substitution at once, is the one that finds "p@ssw0rd").
 */
export const PASSWORD_ZXCVBN_OPTIONS = { l33tMaxSubstitutions: 10 } as const

export const PASSWORD_ERRORS = {
  tooShort: RULE.passwordTooShort,
  tooWeak: RULE.passwordTooWeak,
} as const
export type PasswordError = (typeof PASSWORD_ERRORS)[keyof typeof PASSWORD_ERRORS]

/**
 * What the forms say about a weak password: one short hint, chosen from zxcvbn's warning
 * (its feedback keys, e.g. "topTen", "wordByItself"). The texts are the client's, in the
 * Lingui catalogs.
 */
export const PASSWORD_HINTS = [
  'short',
  'common',
  'word',
  'pattern',
  'date',
  'personal',
  'more_words',
] as const
export type PasswordHint = (typeof PASSWORD_HINTS)[number]

const HINT_OF_WARNING: Record<string, PasswordHint> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
  recentYears: 'date',
  dates: 'date',
  userInputs: 'personal',
}

/** zxcvbn's answer, as much of it as the rule reads. */
export interface PasswordEstimate {
  score: number
  feedback: { warning: string | null }
}

export interface PasswordJudgement {
  /** 0–4; a password under the minimum length counts as 0. */
  score: number
  error: PasswordError | null
  /** Why it is weak, for the forms; null when it is strong enough. */
  hint: PasswordHint | null
}

/**
 * Judges a new password. `estimate` is zxcvbn as configured by the caller; it is not asked
 * about a password under the minimum length.
 */
export function judgePassword(
  password: string,
  estimate: (password: string) => PasswordEstimate,
): PasswordJudgement {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return { score: 0, error: PASSWORD_ERRORS.tooShort, hint: 'short' }
  }
  const { score, feedback } = estimate([...password].slice(0, PASSWORD_CHECKED_LENGTH).join(''))
  if (score >= PASSWORD_MIN_SCORE) return { score, error: null, hint: null }
  const hint = (feedback.warning !== null && HINT_OF_WARNING[feedback.warning]) || 'more_words'
  return { score, error: PASSWORD_ERRORS.tooWeak, hint }
}

/**
 * The member's own words, which a password must not lean on: the address, its parts, the
 * name and the site's name (zxcvbn's user inputs).
 */
export function passwordUserInputs(member: {
  email?: string | null
  name?: string | null
  site?: string | null
}): string[] {
  const words = new Set<string>()
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase()
    if (word && word.length >= 3) words.add(word)
  }
  add(member.email)
  const [local, domain] = (member.email ?? '').split('@')
  add(local)
  for (const part of (local ?? '').split(/[._+-]+/)) add(part)
  add(domain?.split('.')[0])
  add(member.name)
  for (const part of (member.name ?? '').split(/\s+/)) add(part)
  add(member.site)
  return [...words]
}

/** A zxcvbn language pack's dictionaries, as @zxcvbn-ts/language-* export them. */
export type PasswordDictionary = Record<string, (string | number)[]>

/** A pack's list under zxcvbn's own names: "maleFirstnames" is a list of firstnames. */
function listKind(name: string): string {
  const lower = name.toLowerCase()
  if (lower.includes('firstnames')) return 'firstnames'
  if (lower.includes('lastnames')) return 'lastnames'
  return name
}

/**
 * One zxcvbn dictionary from the common pack and language packs: the languages' lists of a
 * kind (common words, first names, last names) are merged by taking each list's first word,
 * then each one's second, and so on, a word keeping its best rank. A word ranks at most as
 * many times lower as there are languages, which a score barely feels; the cost of a check
 * grows with the number and size of the lists (30 lists of their own made it some 20 times
 * slower). The wikipedia lists are left out: the largest (1.1 million words with the rest),
 * they tripled a check's cost, and the common words already hold the words people use.
 */
export function passwordDictionary(
  common: PasswordDictionary,
  languages: readonly PasswordDictionary[],
): PasswordDictionary {
  const kinds = new Map<string, (string | number)[][]>()
  for (const lists of languages) {
    for (const [name, list] of Object.entries(lists)) {
      const kind = listKind(name)
      if (kind === 'wikipedia') continue
      kinds.set(kind, [...(kinds.get(kind) ?? []), list])
    }
  }
  const dictionary: PasswordDictionary = { ...common }
  for (const [kind, lists] of kinds) {
    const seen = new Set<string | number>()
    const merged: (string | number)[] = []
    const longest = Math.max(...lists.map((list) => list.length))
    for (let rank = 0; rank < longest; rank++) {
      for (const list of lists) {
        const word = list[rank]
        if (word !== undefined && !seen.has(word)) {
          seen.add(word)
          merged.push(word)
        }
      }
    }
    dictionary[kind] = merged
  }
  return dictionary
}
