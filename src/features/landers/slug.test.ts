import { describe, expect, it } from 'vitest'
import { parseLanderSlug, slugGender } from './slug'

describe('parseLanderSlug', () => {
  it('reads a number as the member to feature', () => {
    expect(parseLanderSlug('42')).toEqual({ type: 'member', memberId: 42 })
    expect(parseLanderSlug('0')).toEqual({ type: 'default' })
  })

  it('reads a word for women or men, in every language, as who is shown', () => {
    for (const slug of [
      'women',
      'Frauen',
      'vrouwen-utrecht',
      'femmes_2026',
      'kobiety',
      'mujeres',
    ]) {
      expect(parseLanderSlug(slug), slug).toEqual({ type: 'gender', gender: 'female' })
    }
    for (const slug of ['men', 'Männer', 'mannen', 'uomini', 'hommes', 'hombres', 'mężczyźni']) {
      expect(parseLanderSlug(slug), slug).toEqual({ type: 'gender', gender: 'male' })
    }
  })

  it('takes anything else as the default (a campaign name)', () => {
    for (const slug of ['spring-sale', 'womenfolk', 'x', '', '12abc']) {
      expect(parseLanderSlug(slug), slug).toEqual({ type: 'default' })
    }
  })

  it('gives the search its gender', () => {
    expect(slugGender(parseLanderSlug('men'))).toBe('male')
    expect(slugGender(parseLanderSlug('7'))).toBe('')
    expect(slugGender(parseLanderSlug('summer'))).toBe('')
  })
})
