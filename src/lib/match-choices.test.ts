import { afterEach, describe, expect, it } from 'vitest'
import {
  choicesForMember,
  clearMatchChoices,
  MATCH_CHOICES_KEY,
  parseMatchChoices,
  readMatchChoices,
  storeMatchChoices,
} from './match-choices'

const filters = {
  gender: 'female' as const,
  min_age: 26,
  max_age: 35,
  country: 'NL',
  countryregion: 'UT',
  verified: false,
  online: false,
}

afterEach(() => localStorage.clear())

describe('the match finder’s stored answers', () => {
  it('are stored, read back and cleared', () => {
    storeMatchChoices(filters, 1_000)
    expect(readMatchChoices()).toEqual({ filters, savedAt: 1_000 })
    clearMatchChoices()
    expect(localStorage.getItem(MATCH_CHOICES_KEY)).toBeNull()
    expect(readMatchChoices()).toBeNull()
  })

  it('refuse a value of another shape', () => {
    for (const text of [
      'not json',
      'null',
      '{"savedAt":1}',
      JSON.stringify({ savedAt: 1, filters: { ...filters, gender: 'x' } }),
      JSON.stringify({ savedAt: 1, filters: { ...filters, min_age: 12 } }),
      JSON.stringify({ savedAt: 1, filters: { ...filters, max_age: 20 } }),
      JSON.stringify({ savedAt: 1, filters: { ...filters, country: 3 } }),
    ]) {
      expect(parseMatchChoices(text), text).toBeNull()
    }
    expect(
      parseMatchChoices(JSON.stringify({ savedAt: 1, filters: { ...filters, max_age: null } })),
    ).toEqual({ savedAt: 1, filters: { ...filters, max_age: null } })
  })

  it('seed only the search of a member who signed up after answering', () => {
    const choices = { filters, savedAt: Date.parse('2026-11-24T12:00:00Z') }
    expect(choicesForMember(choices, '2026-11-24T12:03:00Z')).toEqual(filters)
    // A browser clock a few minutes ahead of the server's.
    expect(choicesForMember(choices, '2026-11-24T11:55:00Z')).toEqual(filters)
    // A member from before, logging in on this browser.
    expect(choicesForMember(choices, '2025-01-01T00:00:00Z')).toBeNull()
    expect(choicesForMember(choices, undefined)).toBeNull()
    expect(choicesForMember(null, '2026-11-24T12:03:00Z')).toBeNull()
  })
})
