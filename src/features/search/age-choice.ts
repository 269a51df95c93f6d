// The age filter (spec §2): the server's min_age/max_age as one of AGE_CHOICES, and back.
// A range no choice names (a search saved by an older client, or a custom link) stays
// selectable as a custom "min–max" option rather than being silently widened.
import { AGE_CHOICES, type AgeChoice } from '../../contract/search-rules'

export type AgeRange = Pick<AgeChoice, 'min_age' | 'max_age'>

/** The select value of a range: an AGE_CHOICES key, or "custom:min-max" ("custom:30-" = 30+). */
export function ageChoiceValue(range: AgeRange): string {
  const choice = AGE_CHOICES.find(
    (option) => option.min_age === range.min_age && option.max_age === range.max_age,
  )
  return choice ? choice.key : `custom:${range.min_age}-${range.max_age ?? ''}`
}

/** The range a select value means; null for a value that is neither a choice nor custom. */
export function ageRangeOf(value: string): AgeRange | null {
  const choice = AGE_CHOICES.find((option) => option.key === value)
  if (choice) return { min_age: choice.min_age, max_age: choice.max_age }
  const custom = /^custom:(\d+)-(\d*)$/.exec(value)
  if (!custom) return null
  return { min_age: Number(custom[1]), max_age: custom[2] ? Number(custom[2]) : null }
}

/** The label of a custom range: "30–40", or "30+" without an upper bound. */
export function customAgeLabel(range: AgeRange): string {
  return range.max_age === null ? `${range.min_age}+` : `${range.min_age}–${range.max_age}`
}
