import { describe, expect, it } from 'vitest'
import {
  judgePassword,
  PASSWORD_CHECKED_LENGTH,
  passwordDictionary,
  passwordUserInputs,
  type PasswordEstimate,
} from './password-rules'

const estimate =
  (score: number, warning: string | null = null) =>
  (): PasswordEstimate => ({ score, feedback: { warning } })

describe('judgePassword', () => {
  it('refuses under 8 characters without asking zxcvbn, counting characters not UTF-16 units', () => {
    const never = () => {
      throw new Error('asked')
    }
    expect(judgePassword('abcdefg', never)).toEqual({
      score: 0,
      error: 'password.too_short',
      hint: 'short',
    })
    expect(judgePassword('😀😀😀😀', never).error).toBe('password.too_short')
    expect(judgePassword('😀😀😀😀😀😀😀😀', estimate(4)).error).toBeNull()
  })

  it('refuses a score under 2 with the hint of its warning', () => {
    expect(judgePassword('password1', estimate(0, 'topTen'))).toEqual({
      score: 0,
      error: 'password.too_weak',
      hint: 'common',
    })
    expect(judgePassword('qwertyuiop', estimate(1, 'straightRow')).hint).toBe('pattern')
    expect(judgePassword('annajansen', estimate(1, 'userInputs')).hint).toBe('personal')
    expect(judgePassword('sommerurlaub', estimate(1, null)).hint).toBe('more_words')
    expect(judgePassword('sommerurlaub', estimate(1, 'somethingNew')).hint).toBe('more_words')
  })

  it('accepts a score of 2 and more, without a hint', () => {
    expect(judgePassword('lemon tree sky', estimate(2, 'wordByItself'))).toEqual({
      score: 2,
      error: null,
      hint: null,
    })
  })

  it('hands zxcvbn the first 32 characters only', () => {
    const seen: string[] = []
    judgePassword('a'.repeat(200), (password) => {
      seen.push(password)
      return { score: 4, feedback: { warning: null } }
    })
    expect(seen).toEqual(['a'.repeat(PASSWORD_CHECKED_LENGTH)])
  })
})

describe('passwordUserInputs', () => {
  it('takes the address, its parts, the name, its words and the site, lowercased', () => {
    expect(
      passwordUserInputs({ email: 'Anna.Jansen+x@Example.com', name: 'Anna Maria', site: 'Klik' }),
    ).toEqual([
      'anna.jansen+x@example.com',
      'anna.jansen+x',
      'anna',
      'jansen',
      'example',
      'anna maria',
      'maria',
      'klik',
    ])
  })

  it('leaves out what is missing and words under 3 characters', () => {
    expect(passwordUserInputs({ email: 'jo@ab.nl', name: null })).toEqual(['jo@ab.nl'])
  })
})

describe('passwordDictionary', () => {
  it('merges the languages per kind, alternating ranks, first rank kept, wikipedia left out', () => {
    const dictionary = passwordDictionary({ passwords: ['123456'] }, [
      { commonWords: ['de', 'het', 'een'], firstnames: ['jan'], wikipedia: ['x'] },
      { commonWords: ['der', 'het'], maleFirstnames: ['hans'], femaleLastnames: ['nowak'] },
    ])
    expect(dictionary).toEqual({
      passwords: ['123456'],
      commonWords: ['de', 'der', 'het', 'een'],
      firstnames: ['jan', 'hans'],
      lastnames: ['nowak'],
    })
  })
})
