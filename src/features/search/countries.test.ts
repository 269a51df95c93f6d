import { describe, expect, it } from 'vitest'
import { countryFilterShown, countryOptions, regionsOf } from './countries'

const dutch: Record<string, string> = {
  NL: 'Nederland',
  BE: 'België',
  DE: 'Duitsland',
  AT: 'Oostenrijk',
  FR: 'Frankrijk',
}
const base = {
  allCountries: false,
  allLabel: 'All countries',
  name: (code: string) => dutch[code] ?? code,
  locale: 'nl',
}

describe('countryOptions', () => {
  it('offers the countries by name, then a pair only when both countries are allowed', () => {
    expect(countryOptions(['NL', 'BE', 'FR'], base)).toEqual([
      { value: 'BE', label: 'België' },
      { value: 'FR', label: 'Frankrijk' },
      { value: 'NL', label: 'Nederland' },
      { value: 'NL-BE', label: 'Nederland + België' },
    ])
    expect(countryOptions(['NL', 'DE', 'FR'], base).map((option) => option.value)).toEqual([
      'DE',
      'FR',
      'NL',
    ])
  })

  it('takes the order of the names the server sent, without a collator of its own', () => {
    const order = ['BE', 'NL', 'FR'] // not by name: the server's order wins
    const values = countryOptions(['NL', 'BE', 'FR'], { ...base, order }).map((o) => o.value)
    expect(values).toEqual(['BE', 'NL', 'FR', 'NL-BE'])
    // A country the order does not name: sorted here, by name.
    const partial = countryOptions(['NL', 'DE'], { ...base, order: ['NL'] })
    expect(partial.map((option) => option.value)).toEqual(['DE', 'NL'])
  })

  it('offers every pair the site allows', () => {
    const values = countryOptions(['NL', 'BE', 'DE', 'AT'], base).map((option) => option.value)
    expect(values.filter((value) => value.includes('-'))).toEqual(['NL-BE', 'DE-AT'])
  })

  it('starts with every country when the template searches all countries', () => {
    const list = countryOptions(['NL', 'BE'], { ...base, allCountries: true })
    expect(list[0]).toEqual({ value: '', label: 'All countries' })
  })

  it('keeps the current value even when the site does not offer it', () => {
    expect(countryOptions(['NL', 'BE'], { ...base, current: '' }).at(-1)).toEqual({
      value: '',
      label: 'All countries',
    })
    expect(countryOptions(['NL', 'BE'], { ...base, current: 'NL' })).toHaveLength(3)
  })
})

describe('countryFilterShown and regionsOf', () => {
  it('shows the country filter only for more than one country', () => {
    expect(countryFilterShown(['NL'])).toBe(false)
    expect(countryFilterShown(['NL', 'BE'])).toBe(true)
  })

  it('gives regions only for one chosen country', () => {
    const data = { NL: [{ id: 'NH', name: 'Noord-Holland' }], BE: [] }
    expect(regionsOf('NL', data)).toEqual([{ id: 'NH', name: 'Noord-Holland' }])
    expect(regionsOf('NL-BE', data)).toEqual([])
    expect(regionsOf('', data)).toEqual([])
    expect(regionsOf('FR', data)).toEqual([])
  })
})
