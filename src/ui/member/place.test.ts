import { describe, expect, it } from 'vitest'
import type { RegionData } from '../../contract/regions'
import { memberPlace, regionName } from './place'

const regions: RegionData = {
  NL: [
    { id: 'NH', name: 'Noord-Holland' },
    { id: 'UT', name: 'Utrecht' },
  ],
  DE: [{ id: 'BY', name: 'Bayern' }],
}
const names: Record<string, string> = { NL: 'Nederland', DE: 'Duitsland' }
const countryName = (code: string) => names[code] ?? code

describe('memberPlace', () => {
  it('shows the city and the country', () => {
    const member = { city: 'Haarlem', country: 'NL', countryregion: 'NH' }
    expect(memberPlace(member, { regions, countryName })).toBe('Haarlem, Nederland')
  })

  it('shows the region when there is no city', () => {
    const member = { city: '', country: 'DE', countryregion: 'BY' }
    expect(memberPlace(member, { regions, countryName })).toBe('Bayern, Duitsland')
    expect(memberPlace({ ...member, city: '  ' }, { regions, countryName })).toBe(
      'Bayern, Duitsland',
    )
  })

  it('leaves the country out when no country name is asked for', () => {
    const member = { city: '', country: 'NL', countryregion: 'UT' }
    expect(memberPlace(member, { regions })).toBe('Utrecht')
    expect(memberPlace({ ...member, city: 'Zeist' }, { regions })).toBe('Zeist')
  })

  it('shows only the country when city and region are unknown', () => {
    const member = { city: '', country: 'NL', countryregion: 'XX' }
    expect(memberPlace(member, { regions, countryName })).toBe('Nederland')
    expect(memberPlace(member, { regions })).toBe('')
  })

  it('is empty for a member without any place', () => {
    const member = { city: '', country: null, countryregion: '' }
    expect(memberPlace(member, { regions, countryName })).toBe('')
  })
})

describe('regionName', () => {
  it('names a known region of the member country only', () => {
    expect(regionName(regions, { city: '', country: 'NL', countryregion: 'NH' })).toBe(
      'Noord-Holland',
    )
    // The same id under another country is not that region.
    expect(regionName(regions, { city: '', country: 'DE', countryregion: 'NH' })).toBe('')
  })

  it('never shows a bare code, the whole-country marker or a region without a country', () => {
    expect(regionName(regions, { city: '', country: 'NL', countryregion: '0' })).toBe('')
    expect(regionName(regions, { city: '', country: null, countryregion: 'NH' })).toBe('')
    expect(regionName(undefined, { city: '', country: 'NL', countryregion: 'NH' })).toBe('')
  })
})
