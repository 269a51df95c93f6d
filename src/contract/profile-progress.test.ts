import { describe, expect, it } from 'vitest'
import { EMPTY_PROGRESS } from '../test/fixtures'
import { missingProfileParts, type ProfileProgress } from './profile-progress'

const empty = EMPTY_PROGRESS
const complete: ProfileProgress = {
  main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg' },
  countryregion: 'NL-UT',
  city: '',
  gender: 'female',
  date_of_birth: '0000-00-00',
  personal: 'Hallo',
}

describe('missingProfileParts', () => {
  it('lists every empty part in the wizard order', () => {
    expect(missingProfileParts(empty, { notesVisible: true })).toEqual([
      'photo',
      'location',
      'personal',
      'notes',
    ])
  })

  it('finds nothing missing in a complete profile', () => {
    expect(missingProfileParts(complete, { notesVisible: true })).toEqual([])
    // A city alone is a location, a date of birth alone is personal info.
    const other = { ...complete, countryregion: '', city: 'Utrecht', gender: null }
    expect(
      missingProfileParts({ ...other, date_of_birth: '1990-01-02' }, { notesVisible: true }),
    ).toEqual([])
  })

  it('does not ask for notes where the site hides them, nor for blank text', () => {
    const noNotes = { ...complete, personal: '  ' }
    expect(missingProfileParts(noNotes, { notesVisible: false })).toEqual([])
    expect(missingProfileParts(noNotes, { notesVisible: true })).toEqual(['notes'])
  })
})
