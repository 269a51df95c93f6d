import { describe, expect, it } from 'vitest'
import { languageBadge } from './language-badge'

describe('languageBadge', () => {
  it('shows the country for a country with one language', () => {
    expect(languageBadge('NL', 'nl')).toBe('NL')
    expect(languageBadge('DE', 'de')).toBe('DE')
    // The country decides, even when the member writes in another language.
    expect(languageBadge('NL', 'en')).toBe('NL')
  })

  it('follows the language in the exception countries CA, BE and CH', () => {
    expect(languageBadge('BE', 'fr')).toBe('FR')
    expect(languageBadge('BE', 'nl')).toBe('NL')
    expect(languageBadge('CH', 'de')).toBe('DE')
    expect(languageBadge('CH', 'it')).toBe('IT')
    expect(languageBadge('CA', 'fr')).toBe('FR')
    expect(languageBadge('CA', 'en')).toBe('GB')
  })

  it('follows the language when the country is unknown', () => {
    expect(languageBadge(null, 'en')).toBe('GB')
    expect(languageBadge('', 'pl')).toBe('PL')
  })
})
