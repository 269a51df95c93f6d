import { describe, expect, it } from 'vitest'
import {
  dateOfBirthOk,
  initialPersonalValues,
  personalUpdate,
  visibleDetailFields,
} from './personal-info'

describe('visibleDetailFields', () => {
  it('lists the visible fields the server gave values for, in a fixed order', () => {
    const allowed = {
      gender: ['male', 'female'] as ('male' | 'female')[],
      smoking: ['no', 'yes'] as ('no' | 'yes')[],
      length: [170, 171],
    }
    expect(
      visibleDetailFields(['smoking', 'gender', 'city', 'length', 'relationship'], allowed),
    ).toEqual(['length', 'smoking'])
    expect(visibleDetailFields(['smoking'], null)).toEqual([])
  })
})

describe('initialPersonalValues', () => {
  it('reads the profile, the empty date as nothing', () => {
    const values = initialPersonalValues({
      gender: 'female',
      date_of_birth: '0000-00-00',
      length: 172,
      smoking: null,
    })
    expect(values).toMatchObject({
      gender: 'female',
      date_of_birth: '',
      length: '172',
      smoking: '',
    })
  })
})

describe('dateOfBirthOk', () => {
  const now = new Date(Date.UTC(2025, 5, 15))
  it('accepts no date, or a real one 18 years back', () => {
    expect(dateOfBirthOk('', now)).toBe(true)
    expect(dateOfBirthOk('2007-06-15', now)).toBe(true)
  })
  it('refuses a minor, a zero part or an impossible date', () => {
    expect(dateOfBirthOk('2007-06-16', now)).toBe(false)
    expect(dateOfBirthOk('1990-00-12', now)).toBe(false)
    expect(dateOfBirthOk('0000-05-12', now)).toBe(false)
    expect(dateOfBirthOk('1990-02-30', now)).toBe(false)
  })
})

describe('personalUpdate', () => {
  it('sends the shown fields, empty choices as null and the height as a number', () => {
    const values = {
      ...initialPersonalValues(null),
      gender: 'male',
      date_of_birth: '1990-04-02',
      length: '180',
      smoking: '',
    }
    expect(personalUpdate(values, { dateOfBirth: true, details: ['length', 'smoking'] })).toEqual({
      gender: 'male',
      date_of_birth: '1990-04-02',
      length: 180,
      smoking: null,
    })
  })
  it('leaves out a date that is not shown or not chosen', () => {
    const values = { ...initialPersonalValues(null), date_of_birth: '1990-04-02' }
    expect(personalUpdate(values, { dateOfBirth: false, details: [] })).toEqual({ gender: null })
    expect(personalUpdate(initialPersonalValues(null), { dateOfBirth: true, details: [] })).toEqual(
      { gender: null },
    )
  })
})
