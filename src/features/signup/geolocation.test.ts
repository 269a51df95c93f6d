import { describe, expect, it } from 'vitest'
import { GEOLOCATION_MAX_AGE_MS, locationPrefill } from './geolocation'

const regions = { NL: [{ id: 'NH', name: 'Noord-Holland' }], BE: [] }

describe('locationPrefill', () => {
  it('prefills country, region and city when the country is allowed', () => {
    expect(
      locationPrefill(
        { country: 'NL', countryregion: 'NH', city: 'Haarlem' },
        ['NL', 'BE'],
        regions,
      ),
    ).toEqual({
      country: 'NL',
      countryregion: 'NH',
      city: 'Haarlem',
    })
  })
  it('does nothing for a country the site does not allow', () => {
    expect(
      locationPrefill(
        { country: 'US', countryregion: 'CA', city: 'Fresno' },
        ['NL', 'BE'],
        regions,
      ),
    ).toBeNull()
  })
  it('leaves out a region the site does not know', () => {
    expect(
      locationPrefill({ country: 'NL', countryregion: 'XX', city: 'Ergens' }, ['NL'], regions),
    ).toEqual({
      country: 'NL',
      countryregion: '',
      city: 'Ergens',
    })
  })
  it('accepts a position up to an hour old', () => {
    expect(GEOLOCATION_MAX_AGE_MS).toBe(3_600_000)
  })
})
