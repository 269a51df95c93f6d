import { describe, expect, it } from 'vitest'
import { pickLocale } from './detect'

describe('pickLocale', () => {
  it('prefers the stored choice', () => {
    expect(pickLocale({ stored: 'pl', browser: ['de-DE'], domainLanguage: 'nl' })).toBe('pl')
  })
  it('takes the first supported browser language', () => {
    expect(
      pickLocale({ stored: null, browser: ['ja-JP', 'fr-BE', 'de'], domainLanguage: 'nl' }),
    ).toBe('fr')
  })
  it('falls back to the domain language', () => {
    expect(pickLocale({ stored: 'xx', browser: ['ja'], domainLanguage: 'nl' })).toBe('nl')
  })
  it('answers null when nothing fits yet (settings not loaded)', () => {
    expect(pickLocale({ stored: null, browser: ['ja'], domainLanguage: null })).toBeNull()
  })
})
