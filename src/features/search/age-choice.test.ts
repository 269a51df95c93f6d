import { describe, expect, it } from 'vitest'
import { AGE_CHOICES } from '../../contract/search-rules'
import { ageChoiceValue, ageRangeOf, customAgeLabel } from './age-choice'

describe('age choices', () => {
  it.each(AGE_CHOICES.map((choice) => [choice.key, choice] as const))(
    '%s round-trips between the range and the select value',
    (key, choice) => {
      const range = { min_age: choice.min_age, max_age: choice.max_age }
      expect(ageChoiceValue(range)).toBe(key)
      expect(ageRangeOf(key)).toEqual(range)
    },
  )

  it('maps the spec ranges: all, up to 25 from 18, over 65 from 65 without a bound', () => {
    expect(ageChoiceValue({ min_age: 18, max_age: null })).toBe('all')
    expect(ageChoiceValue({ min_age: 18, max_age: 25 })).toBe('18-25')
    expect(ageChoiceValue({ min_age: 65, max_age: null })).toBe('65+')
    expect(ageRangeOf('65+')).toEqual({ min_age: 65, max_age: null })
  })

  it('keeps an unknown combination as a custom range', () => {
    expect(ageChoiceValue({ min_age: 30, max_age: 40 })).toBe('custom:30-40')
    expect(ageRangeOf('custom:30-40')).toEqual({ min_age: 30, max_age: 40 })
    expect(ageChoiceValue({ min_age: 66, max_age: null })).toBe('custom:66-')
    expect(ageRangeOf('custom:66-')).toEqual({ min_age: 66, max_age: null })
    expect(customAgeLabel({ min_age: 30, max_age: 40 })).toBe('30–40')
    expect(customAgeLabel({ min_age: 66, max_age: null })).toBe('66+')
  })

  it('rejects values that name no range', () => {
    expect(ageRangeOf('')).toBeNull()
    expect(ageRangeOf('custom:x')).toBeNull()
  })
})
