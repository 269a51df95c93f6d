import { describe, expect, it } from 'vitest'
import { regionName, subdivisionKey } from './region-names'
import { regionsOf } from './regions'

const named = (country: string, locale: Parameters<typeof regionsOf>[1]) =>
  Object.fromEntries(regionsOf(country, locale).map((region) => [region.id, region.name]))

describe('subdivisionKey', () => {
  it('is the ISO 3166-2 code as CLDR spells it', () => {
    expect(subdivisionKey('NL', 'NH')).toBe('nlnh')
    expect(subdivisionKey('FR', '20R')).toBe('fr20r')
    expect(subdivisionKey('AT', '9')).toBe('at9')
  })

  it("maps Poland's old letter codes to ISO's numbers", () => {
    expect(subdivisionKey('PL', 'MZ')).toBe('pl14')
    expect(subdivisionKey('PL', 'DS')).toBe('pl02')
  })
})

describe('region names', () => {
  it('names the Dutch provinces in Dutch and in English', () => {
    expect(named('NL', 'nl')).toMatchObject({ NH: 'Noord-Holland', ZH: 'Zuid-Holland' })
    expect(named('NL', 'en')).toMatchObject({ NH: 'North Holland', NB: 'North Brabant' })
  })

  it('names German and Austrian states in German, in English for en', () => {
    expect(named('DE', 'de')).toMatchObject({ BY: 'Bayern', NW: 'Nordrhein-Westfalen' })
    expect(named('DE', 'en')).toMatchObject({ BY: 'Bavaria', NW: 'North Rhine-Westphalia' })
    expect(named('AT', 'de')).toMatchObject({ '9': 'Wien', '2': 'Kärnten' })
    expect(named('AT', 'en')).toMatchObject({ '9': 'Vienna' })
  })

  it("takes CLDR's own translation first", () => {
    expect(regionName('GB', 'ENG', 'nl', 'England')).toBe('Engeland')
    expect(regionName('GB', 'SCT', 'fr', 'Scotland')).toBe('Écosse')
    expect(regionName('GB', 'WLS', 'pl', 'Wales')).toBe('Walia')
  })

  it("gives a reader without a name of their own the country's name before the English one", () => {
    expect(regionName('DE', 'BY', 'nl', 'Bavaria')).toBe('Bayern')
    expect(regionName('NL', 'NH', 'it', 'North Holland')).toBe('Noord-Holland')
  })

  it('names Polish, Italian, Spanish, French and Belgian regions as their people do', () => {
    expect(named('PL', 'pl')).toMatchObject({ MZ: 'Mazowieckie', SL: 'Śląskie' })
    expect(named('PL', 'en')).toMatchObject({ MZ: 'Mazovia' })
    expect(named('IT', 'it')).toMatchObject({ '25': 'Lombardia', MI: 'Milano', RM: 'Roma' })
    expect(named('IT', 'en')).toMatchObject({ '25': 'Lombardy', MI: 'Milan' })
    expect(named('ES', 'es')).toMatchObject({ CT: 'Cataluña', AN: 'Andalucía' })
    expect(named('FR', 'fr')).toMatchObject({ BRE: 'Bretagne', IDF: 'Île-de-France' })
    expect(named('BE', 'nl')).toMatchObject({ VAN: 'Antwerpen', WLG: 'Luik' })
    expect(named('BE', 'fr')).toMatchObject({ VAN: 'Anvers', WLG: 'Liège' })
  })

  it("drops CLDR's ² marks and keeps country-state-city's name where no source has one", () => {
    expect(regionName('FR', 'IDF', 'en', 'Île-de-France')).toBe('Île-de-France')
    expect(regionName('US', 'UM-67', 'en', 'Johnston Atoll')).toBe('Johnston Atoll')
  })

  it('sorts in the reader’s language and keeps the ids', () => {
    const ids = (locale: 'nl' | 'en') => regionsOf('NL', locale).map((region) => region.id)
    expect(new Set(ids('nl'))).toEqual(new Set(ids('en')))
    expect(regionsOf('NL', 'nl').map((region) => region.name)).toEqual(
      [...regionsOf('NL', 'nl').map((region) => region.name)].sort((a, b) =>
        a.localeCompare(b, 'nl'),
      ),
    )
  })
})
