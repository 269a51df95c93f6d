import { describe, expect, it } from 'vitest'
import { GEOLOCATION_MAX_AGE_MS, locationPrefill } from './geolocation'

const regions = { NL: [{ id: 'NH', name: 'Noord-Holland' }], BE: [] }
/** The prefill for what the server answered, on a site allowing `allowed` with `regions`. */
const prefill = (answer: Parameters<typeof locationPrefill>[0], allowed = ['NL', 'BE']) =>
  locationPrefill(answer, allowed, regions)

describe('locationPrefill', () => {
  it('prefills country, region and city when the country is allowed', () => {
    expect(prefill({ country: 'NL', countryregion: 'NH', city: 'Haarlem' })).toEqual({
      country: 'NL',
      countryregion: 'NH',
      city: 'Haarlem',
    })
  })
  it('does nothing for a country the site does not allow', () => {
    expect(prefill({ country: 'US', countryregion: 'CA', city: 'Fresno' })).toBeNull()
  })
  it('leaves out a region the site does not know', () => {
    expect(prefill({ country: 'NL', countryregion: 'XX', city: 'Ergens' }, ['NL'])).toEqual({
      country: 'NL',
      countryregion: '',
      city: 'Ergens',
    })
  })
  it('accepts a position up to an hour old', () => {
    expect(GEOLOCATION_MAX_AGE_MS).toBe(3_600_000)
  })
})
