import { describe, expect, it } from 'vitest'
import { acceptedLocales } from './request-locale'

describe('acceptedLocales', () => {
  it('keeps the languages Klik speaks, best quality first', () => {
    expect(acceptedLocales('en-US;q=0.5, nl-BE, ja;q=0.9, de;q=0.7')).toEqual(['nl', 'de', 'en'])
  })

  it('drops q=0 and answers nothing for a missing header', () => {
    expect(acceptedLocales('fr;q=0, pl')).toEqual(['pl'])
    expect(acceptedLocales(undefined)).toEqual([])
  })
})
