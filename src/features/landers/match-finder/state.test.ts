import { describe, expect, it } from 'vitest'
import {
  finderFilters,
  finderReducer,
  initialFinder,
  questionNumber,
  type FinderAction,
} from './state'

const run = (actions: FinderAction[]) => actions.reduce(finderReducer, initialFinder('NL'))

describe('the match finder', () => {
  it('starts with everyone, every age, the guessed country', () => {
    expect(initialFinder('BE')).toEqual({
      step: 'who',
      gender: '',
      age: 'all',
      country: 'BE',
      countryregion: '',
    })
    expect(finderFilters(initialFinder('BE'))).toEqual({
      gender: '',
      min_age: 18,
      max_age: null,
      country: 'BE',
      countryregion: '',
      verified: false,
      online: false,
    })
  })

  it('walks who, age, where, then the matches, and back', () => {
    const state = run([
      { type: 'gender', gender: 'female' },
      { type: 'next' },
      { type: 'age', age: '26-35' },
      { type: 'next' },
      { type: 'region', countryregion: 'UT' },
      { type: 'next' },
    ])
    expect(state.step).toBe('matches')
    expect(finderFilters(state)).toEqual({
      gender: 'female',
      min_age: 26,
      max_age: 35,
      country: 'NL',
      countryregion: 'UT',
      verified: false,
      online: false,
    })
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]).step).toBe(
      'matches',
    )
    expect(finderReducer(state, { type: 'back' }).step).toBe('where')
    expect(run([{ type: 'back' }]).step).toBe('who')
  })

  it('drops the region when the country changes', () => {
    const state = run([
      { type: 'region', countryregion: 'UT' },
      { type: 'country', country: 'BE' },
    ])
    expect(state).toMatchObject({ country: 'BE', countryregion: '' })
  })

  it('maps over 65 to no upper bound', () => {
    expect(finderFilters(run([{ type: 'age', age: '65+' }]))).toMatchObject({
      min_age: 65,
      max_age: null,
    })
  })

  it('numbers the questions', () => {
    expect(questionNumber('who')).toBe(1)
    expect(questionNumber('where')).toBe(3)
  })
})
