import { describe, expect, it } from 'vitest'
import type { MemberResponse } from '../../../src/contract/members'
import { PROFILE_FIELDS } from '../../../src/contract/profile-field-names'
import { NO_PROFILE_DETAILS } from '../../test/fixtures'
import { withVisibleFields } from './visible-fields'

const profile: MemberResponse['profile'] = {
  id: 5,
  name: 'Sanne',
  age: 31,
  city: 'Utrecht',
  country: 'NL',
  countryregion: 'UT',
  gender: 'female',
  language: 'nl',
  main_image: null,
  fictional: false,
  verified: false,
  online: true,
  did_like_profile: false,
  length: 170,
  relationship: 'single',
  looking_for: 'dating',
  smoking: 'no',
  drinking: 'socially',
  children: 'none',
  body_type: 'slim',
  eye_color: 'blue',
  hair_color: 'blonde',
  education: 'bachelor',
  personal: 'Hallo',
  images: [],
  last_active: '2025-06-01T12:00:00.000Z',
}

describe('withVisibleFields', () => {
  it('keeps every listed field and the notes when the site shows them', () => {
    const all = withVisibleFields(profile, {
      visible_profile_fields: [...PROFILE_FIELDS],
      visible_profile_notes: true,
    })
    expect(all).toEqual(profile)
  })

  it('nulls hidden fields, empties hidden texts and hides the age with the date of birth', () => {
    const few = withVisibleFields(profile, {
      visible_profile_fields: ['city', 'smoking'],
      visible_profile_notes: false,
    })
    expect(few).toEqual({
      ...profile,
      ...NO_PROFILE_DETAILS,
      smoking: profile.smoking,
      gender: null,
      age: null,
      countryregion: '',
      personal: '',
    })
    // Name, country, language, photo and presence are not profile fields: always shown.
    expect(few).toMatchObject({ name: 'Sanne', country: 'NL', city: 'Utrecht', smoking: 'no' })
  })
})
