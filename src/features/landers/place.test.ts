import { describe, expect, it } from 'vitest'
import { byPlace, likelyRegion, spotOf } from './place'

const regions = {
  NL: [
    { id: 'NH', name: 'Noord-Holland' },
    { id: 'UT', name: 'Utrecht' },
  ],
}

describe('likelyRegion', () => {
  it('names the region most members of the country live in', () => {
    const members = [
      { country: 'NL', countryregion: 'UT' },
      { country: 'NL', countryregion: 'NH' },
      { country: 'NL', countryregion: 'NH' },
      { country: 'BE', countryregion: 'VAN' },
      { country: 'BE', countryregion: 'VAN' },
      { country: 'BE', countryregion: 'VAN' },
    ]
    expect(likelyRegion(members, 'NL', regions)).toEqual({ id: 'NH', name: 'Noord-Holland' })
  })

  it('answers null without a known region', () => {
    expect(likelyRegion([{ country: 'NL', countryregion: '0' }], 'NL', regions)).toBeNull()
    expect(likelyRegion([{ country: 'NL', countryregion: 'XX' }], 'NL', regions)).toBeNull()
    expect(likelyRegion([], 'NL', undefined)).toBeNull()
  })
})

describe('byPlace', () => {
  it('groups members by place, the largest group first', () => {
    const members = [
      { id: 1, city: 'Delft' },
      { id: 2, city: 'Leiden' },
      { id: 3, city: 'Leiden' },
    ]
    expect(byPlace(members, (member) => member.city)).toEqual([
      { place: 'Leiden', members: [members[1], members[2]] },
      { place: 'Delft', members: [members[0]] },
    ])
  })
})

describe('spotOf', () => {
  it('puts a place at the same spot every time, inside the map', () => {
    expect(spotOf('Haarlem')).toEqual(spotOf('Haarlem'))
    for (const name of ['Haarlem', 'Delft', 'Łódź', 'Zürich', '']) {
      const { x, y } = spotOf(name)
      expect(x).toBeGreaterThanOrEqual(12)
      expect(x).toBeLessThan(88)
      expect(y).toBeGreaterThanOrEqual(14)
      expect(y).toBeLessThan(84)
    }
  })
})
