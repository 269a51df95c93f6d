import { describe, expect, it } from 'vitest'
import { cityCoordinates, cityKey, coordinateColumns } from './city-coordinates'
import { distanceKm } from './nearest-city'

const at = (country: string | null, countryregion: string, city: string) =>
  cityCoordinates({ country, countryregion, city })

describe('cityKey', () => {
  it.each([
    ['Amsterdam', 'amsterdam'],
    ['  KÖLN ', 'koln'],
    ["'s-Hertogenbosch", 's hertogenbosch'],
    ['Straße', 'strasse'],
    ['Kraków', 'krakow'],
    ['---', ''],
  ])('reads %s as %s', (name, key) => {
    expect(cityKey(name)).toBe(key)
  })
})

describe('cityCoordinates', () => {
  it("answers the data's coordinates of a city in its region", () => {
    expect(at('NL', 'NH', 'Amsterdam')).toEqual({ latitude: 52.37403, longitude: 4.88969 })
    expect(at('NL', 'UT', 'Utrecht')).toEqual({ latitude: 52.09083, longitude: 5.12222 })
  })

  it('ignores case, accents and punctuation as members write them', () => {
    expect(at('DE', 'NW', 'koln')).toEqual(at('DE', 'NW', 'Köln'))
    expect(at('PL', 'MA', ' KRAKOW ')).toEqual(at('PL', 'MA', 'Kraków'))
    expect(at('DE', 'NW', 'Köln')).not.toBeNull()
  })

  it('finds a city in the whole country when the region is empty or does not hold it', () => {
    const utrecht = at('NL', 'UT', 'Utrecht')
    expect(at('NL', '', 'Utrecht')).toEqual(utrecht)
    expect(at('NL', 'NH', 'Utrecht')).toEqual(utrecht)
    // The data files Gent under Flanders; a member may pick East Flanders.
    expect(at('BE', 'VOV', 'Gent')).toEqual(at('BE', 'VLG', 'Gent'))
  })

  it('answers the same place for a town and its municipality (one name, close together)', () => {
    // "Gemeente Amsterdam" is Amsterdam as place-name.ts writes it, 600 m from the town.
    expect(at('NL', '', 'Amsterdam')).toEqual({ latitude: 52.37403, longitude: 4.88969 })
  })

  it('answers null for a name regions far apart hold, unless the region says which', () => {
    // Bergen in Bavaria, Lower Saxony and Saxony.
    expect(at('DE', '', 'Bergen')).toBeNull()
    expect(at('DE', 'BY', 'Bergen')).toEqual({ latitude: 47.80837, longitude: 12.58982 })
  })

  it('answers null for what is not a known place', () => {
    expect(at('NL', 'NH', 'Nergenshuizen')).toBeNull()
    expect(at('NL', 'NH', '')).toBeNull()
    expect(at(null, '', 'Amsterdam')).toBeNull()
    expect(at('NL', '', 'Powiat bolesławiecki')).toBeNull()
    // A city of another country.
    expect(at('BE', '', 'Utrecht')).toBeNull()
  })

  it('gives the profile columns, nulls for an unknown city', () => {
    expect(coordinateColumns({ country: 'NL', countryregion: 'ZH', city: 'Rotterdam' })).toEqual({
      latitude: 51.9225,
      longitude: 4.47917,
    })
    expect(coordinateColumns({ country: 'NL', countryregion: '', city: 'Atlantis' })).toEqual({
      latitude: null,
      longitude: null,
    })
  })

  it('places Utrecht some 35 km from Amsterdam', () => {
    const a = at('NL', 'NH', 'Amsterdam')
    const u = at('NL', 'UT', 'Utrecht')
    if (a === null || u === null) throw new Error('not found')
    expect(distanceKm(a.latitude, a.longitude, u.latitude, u.longitude)).toBeCloseTo(35.2, 0)
  })
})
