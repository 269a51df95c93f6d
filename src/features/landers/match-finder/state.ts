// The match finder's questions as a small state machine (pure, so tested apart from the page):
// who (women, men, everyone), which ages (the search's age choices), where (a site country
// and one of its regions, starting from the visitor's geoip guess), then the matches. The
// answers are the search filters the matches and the new member's first search run with.
import type { Gender } from '../../../contract/profile-field-names'
import type { FilterOptions } from '../../../contract/search'
import { AGE_CHOICES, type AgeChoice } from '../../../contract/search-rules'

export const FINDER_STEPS = ['who', 'age', 'where', 'matches'] as const
export type FinderStep = (typeof FINDER_STEPS)[number]
/** The questions before the matches. */
export const QUESTIONS = FINDER_STEPS.length - 1

export interface FinderState {
  step: FinderStep
  gender: Gender | ''
  age: AgeChoice['key']
  country: string
  countryregion: string
}

export type FinderAction =
  | { type: 'gender'; gender: Gender | '' }
  | { type: 'age'; age: AgeChoice['key'] }
  | { type: 'country'; country: string }
  | { type: 'region'; countryregion: string }
  | { type: 'next' }
  | { type: 'back' }

/** Everyone, every age, the visitor's guessed country as a whole. */
export function initialFinder(country: string): FinderState {
  return { step: 'who', gender: '', age: 'all', country, countryregion: '' }
}

export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  const at = FINDER_STEPS.indexOf(state.step)
  switch (action.type) {
    case 'gender':
      return { ...state, gender: action.gender }
    case 'age':
      return { ...state, age: action.age }
    case 'country':
      // Another country's regions are others: back to the whole country.
      return { ...state, country: action.country, countryregion: '' }
    case 'region':
      return { ...state, countryregion: action.countryregion }
    case 'next':
      return {
        ...state,
        step: FINDER_STEPS[Math.min(at + 1, FINDER_STEPS.length - 1)] ?? 'matches',
      }
    case 'back':
      return { ...state, step: FINDER_STEPS[Math.max(at - 1, 0)] ?? 'who' }
  }
}

/** The answers as search filters. */
export function finderFilters(state: FinderState): FilterOptions {
  const age = AGE_CHOICES.find((choice) => choice.key === state.age) ?? AGE_CHOICES[0]
  return {
    gender: state.gender,
    min_age: age?.min_age ?? 18,
    max_age: age ? age.max_age : null,
    country: state.country,
    countryregion: state.countryregion,
    verified: false,
    online: false,
  }
}

/** 1-based number of a question; the matches are past the last. */
export const questionNumber = (step: FinderStep): number => FINDER_STEPS.indexOf(step) + 1
