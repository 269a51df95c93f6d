import { describe, expect, it } from 'vitest'
import {
  autoSkip,
  skipActivation,
  nextStep,
  resumeStep,
  signupProgress,
  signupsOpen,
  stepAfterAccount,
} from './flow'
import { EMPTY_PROGRESS } from '../../test/fixtures'

const fresh = EMPTY_PROGRESS
const image = { filename: 'a.jpg', thumb_filename: 'a-thumb.jpg' }

describe('signupProgress', () => {
  it('is the step divided by 6, never above 1', () => {
    expect(signupProgress(0)).toBe(0)
    expect(signupProgress(3)).toBe(0.5)
    expect(signupProgress(6)).toBe(1)
    expect(signupProgress(7)).toBe(1)
  })
})

describe('signupsOpen', () => {
  it('lets everyone in when signups are open to all', () => {
    expect(signupsOpen('all', false)).toBe(true)
  })
  it('needs a stored network with with_trafficsource', () => {
    expect(signupsOpen('with_trafficsource', false)).toBe(false)
    expect(signupsOpen('with_trafficsource', true)).toBe(true)
  })
  it('is invite only when closed, network or not', () => {
    expect(signupsOpen('closed', true)).toBe(false)
  })
})

describe('stepAfterAccount', () => {
  it('offers push when it can (step 1), else goes to the photo (step 2)', () => {
    expect(stepAfterAccount(true)).toBe(1)
    expect(stepAfterAccount(false)).toBe(2)
  })
})

describe('autoSkip', () => {
  it('skips the location when a region or a city is set', () => {
    expect(autoSkip(3, { ...fresh, countryregion: 'NH' })).toBe(4)
    expect(autoSkip(3, { ...fresh, city: 'Haarlem' })).toBe(4)
    expect(autoSkip(3, fresh)).toBe(3)
  })
  it('skips the personal info when a gender or a date of birth is set', () => {
    expect(autoSkip(4, { ...fresh, gender: 'female' })).toBe(5)
    expect(autoSkip(4, { ...fresh, date_of_birth: '1990-04-02' })).toBe(5)
    expect(autoSkip(4, fresh)).toBe(4)
  })
  it('does not count the empty date placeholder as a date of birth', () => {
    expect(autoSkip(4, { ...fresh, date_of_birth: '0000-00-00' })).toBe(4)
  })
  it('skips the text when there is one, chaining the rules', () => {
    const complete = { ...fresh, city: 'Utrecht', gender: 'male' as const, personal: 'Hello' }
    expect(autoSkip(3, complete)).toBe(6)
    expect(autoSkip(3, { ...complete, gender: null })).toBe(4)
  })
  it('leaves the other steps alone', () => {
    const complete = { ...fresh, city: 'Utrecht', gender: 'male' as const, personal: 'Hello' }
    expect(autoSkip(2, complete)).toBe(2)
    expect(autoSkip(1, complete)).toBe(1)
  })
})

describe('resumeStep', () => {
  it('starts at the push offer, or the photo when push is not offered', () => {
    expect(resumeStep(fresh, true)).toBe(1)
    expect(resumeStep(fresh, false)).toBe(2)
  })
  it('starts at the location when a main image exists', () => {
    expect(resumeStep({ ...fresh, main_image: image }, true)).toBe(3)
  })
  it('skips on from there as far as the profile allows', () => {
    expect(resumeStep({ ...fresh, main_image: image, countryregion: 'UT' }, false)).toBe(4)
    expect(
      resumeStep({ ...fresh, main_image: image, city: 'Gent', date_of_birth: '1985-01-31' }, false),
    ).toBe(5)
    expect(
      resumeStep(
        { ...fresh, main_image: image, city: 'Gent', gender: 'female', personal: 'Hi' },
        false,
      ),
    ).toBe(6)
  })
  it('does not skip past the photo without a main image', () => {
    expect(resumeStep({ ...fresh, city: 'Gent', gender: 'female', personal: 'Hi' }, false)).toBe(2)
  })
})

describe('nextStep', () => {
  it('moves one step on and applies the skipping rules', () => {
    expect(nextStep(1, fresh)).toBe(2)
    expect(nextStep(2, fresh)).toBe(3)
    expect(nextStep(2, { ...fresh, city: 'Gent' })).toBe(4)
    expect(nextStep(3, { ...fresh, city: 'Gent' })).toBe(4)
    expect(nextStep(5, fresh)).toBe(6)
    expect(nextStep(6, fresh)).toBe(7)
    expect(nextStep(7, fresh)).toBe(7)
  })
})

describe('skipActivation', () => {
  it('passes the activation-mail step for an activated member only', () => {
    expect(skipActivation(6, true)).toBe(7)
    expect(skipActivation(6, false)).toBe(6)
    expect(skipActivation(5, true)).toBe(5)
  })
})
