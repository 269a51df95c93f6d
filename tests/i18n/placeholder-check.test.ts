// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { placeholderMismatches } from './placeholder-check'

describe('placeholderMismatches', () => {
  const source = {
    greeting: { translation: 'Hi {name},' },
    count: { translation: '{count, plural, one {# like from {name}} other {# likes}}' },
  }

  it('passes translations with the same placeholders, in any order or plural form', () => {
    expect(
      placeholderMismatches(source, {
        greeting: { translation: 'Hoi {name},' },
        count: {
          translation: '{count, plural, one {{name}: # polubienie} few {# polubienia} other {#}}',
        },
      }),
    ).toEqual([])
  })

  it('names a translation that drops, renames or adds one', () => {
    expect(
      placeholderMismatches(source, {
        greeting: { translation: 'Hoi {naam},' },
        count: { translation: '{n, plural, one {# like} other {# likes}}' },
      }),
    ).toEqual([
      'greeting: {name} in the source, {naam} in the translation',
      'count: {count, name} in the source, {n} in the translation',
    ])
  })

  it('reads an app message’s source from its msgid', () => {
    expect(
      placeholderMismatches({}, { 'Premium until {date}': { translation: 'Premium tot {datum}' } }),
    ).toEqual(['Premium until {date}: {date} in the source, {datum} in the translation'])
  })
})
