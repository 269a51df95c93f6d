import { describe, expect, it } from 'vitest'
import { allCities } from './geo-data'
import { placeName } from './place-name'

describe('placeName', () => {
  it.each([
    ['Gemeente Amsterdam', 'Amsterdam'],
    ['Gemeente Aa en Hunze', 'Aa en Hunze'],
    ['Gemeinde Friedland', 'Friedland'],
    ['Gmina Kłodzko', 'Kłodzko'],
    ['Comune di Bergamo', 'Bergamo'],
    ['Municipality of Ljubljana', 'Ljubljana'],
    ['City of Bristol', 'Bristol'],
    ['City and Borough of Leeds', 'Leeds'],
    ['Borough of Bolton', 'Bolton'],
    ['Metropolitan Borough of Wirral', 'Wirral'],
    ['Caerphilly County Borough', 'Caerphilly'],
    ['Graz Stadt', 'Graz'],
    ['Krems an der Donau Stadt', 'Krems an der Donau'],
    ['Straßburg-Stadt', 'Straßburg'],
    ['Glasgow City', 'Glasgow'],
    ['Dublin City', 'Dublin'],
    ['la Garriga', 'La Garriga'],
    ["s'Arenal", "S'Arenal"],
    ['Zürich (Kreis 2) / Enge', 'Zürich'],
    ['Adliswil / Adliswil (Stadtkern)', 'Adliswil'],
  ])('writes %s as %s', (raw, expected) => {
    expect(placeName(raw)).toBe(expected)
  })

  it.each([
    'Weil der Stadt',
    'Stadt Wehlen',
    'Markt Schwaben',
    'Innere Stadt',
    'Villach-Innere Stadt',
    'Borough Green',
    'Letchworth Garden City',
    'Nowe Miasto Lubawskie',
    'Città di Castello',
    'Biel/Bienne',
    'Amsterdam',
    "Reggio nell'Emilia",
  ])('keeps the town %s as it is', (name) => {
    expect(placeName(name)).toBe(name)
  })

  it.each([
    'Powiat bolesławiecki',
    'powiat Łowicki',
    "Département de l'Ain",
    'Provincia di Asti',
    'Provincia autonoma di Trento',
    'Province of Florence',
    'Provincie Antwerpen',
    'Province du Hainaut',
    'Regierungsbezirk Köln',
    'Politischer Bezirk Güssing',
    'Bezirk Aarau',
    'Freiburg Region',
    'Feldkirchen District',
    'County Cork',
    'Mayo County',
    'Città metropolitana di Milano',
  ])('is no place for the area %s', (area) => {
    expect(placeName(area)).toBeNull()
  })

  it('leaves no administrative word in the names of the demo countries', () => {
    const demo = new Set(['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'FR', 'ES', 'IT', 'PL'])
    const left = allCities()
      .filter((city) => demo.has(city.countryCode))
      .map((city) => placeName(city.name))
      .filter((name): name is string =>
        /\b(?:Gemeente|Gemeinde|Gmina|Powiat|Provincia|Province|Département|Bezirk|Municipality|Borough of|City of)\b/iu.test(
          name ?? '',
        ),
      )
    expect(left).toEqual([])
  })
})
