import { describe, expect, it } from 'vitest'
import { MAIL_DOMAINS, nameFromEmail, shouldCheckEmail, suggestEmail } from './email-check'

describe('shouldCheckEmail', () => {
  it('asks the server only for text with an @ and a dot', () => {
    expect(shouldCheckEmail('anna')).toBe(false)
    expect(shouldCheckEmail('anna@example')).toBe(false)
    expect(shouldCheckEmail('anna.example.com')).toBe(false)
    expect(shouldCheckEmail('anna@example.com')).toBe(true)
    expect(shouldCheckEmail('  anna@example.nl ')).toBe(true)
  })
  it('does not ask for text the pattern refuses anyway', () => {
    expect(shouldCheckEmail('anna@@example.com')).toBe(false)
    expect(shouldCheckEmail('an na@example.com')).toBe(false)
  })
})

describe('suggestEmail', () => {
  it('corrects common typos towards the listed domains', () => {
    expect(suggestEmail('anna@gmial.com')).toBe('anna@gmail.com')
    expect(suggestEmail('piet@hotmial.nl')).toBe('piet@hotmail.nl')
    expect(suggestEmail('kees@ziggo.nll')).toBe('kees@ziggo.nl')
    expect(suggestEmail('kees@kpnmial.nl')).toBe('kees@kpnmail.nl')
    expect(suggestEmail('jan@gmail.con')).toBe('jan@gmail.com')
  })
  it('keeps the local part as typed', () => {
    expect(suggestEmail('Anna.De.Vries@gmial.com')).toBe('Anna.De.Vries@gmail.com')
  })
  it('says nothing for a correct or unknown domain', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull()
    expect(suggestEmail('anna@xs4all.nl')).toBeNull()
    expect(suggestEmail('anna@mijnbedrijf.nl')).toBeNull()
    expect(suggestEmail('anna')).toBeNull()
  })
  it('knows the Dutch providers', () => {
    for (const domain of [
      'ziggo.nl',
      'kpnmail.nl',
      'planet.nl',
      'hetnet.nl',
      'home.nl',
      'xs4all.nl',
      'telfort.nl',
      'live.nl',
    ]) {
      expect(MAIL_DOMAINS).toContain(domain)
    }
  })
})

describe('nameFromEmail', () => {
  it('takes the part before the @', () => {
    expect(nameFromEmail('anna@')).toBe('anna')
    expect(nameFromEmail('anna.devries@example.com')).toBe('anna.devries')
  })
  it('gives nothing while there is no @ or nothing before it', () => {
    expect(nameFromEmail('anna')).toBe('')
    expect(nameFromEmail('@example.com')).toBe('')
  })
})
