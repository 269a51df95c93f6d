import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { READ_ONLY_PROFILE_KEYS, userProfileSchema, userUpdateBodySchema } from './user'
import { NO_DETAILS } from '../test/fixtures'
import { RULE } from './rules'

// A profile exactly as GET /api/user.php answers it for a member who filled in little.
const profile = {
  id: 7,
  name: 'Anna',
  age: null,
  city: '',
  country: null,
  countryregion: '',
  gender: null,
  date_of_birth: '0000-00-00',
  main_image: { filename: 'u/7/a.webp', thumb_filename: 'u/7/a-t.webp' },
  images: [{ id: 3, filename: 'u/7/a.webp', thumb_filename: 'u/7/a-t.webp' }],
  personal: '',
  language: 'nl',
  lastSignupStep: false,
  interests: [],
  ...NO_DETAILS,
}

describe('userUpdateBodySchema (PUT /api/user.php)', () => {
  it('knows the read-only keys of the GET profile from the two schemas', () => {
    expect(READ_ONLY_PROFILE_KEYS).toEqual(['id', 'age', 'main_image', 'images'])
    expect(Object.keys(profile).sort()).toEqual(Object.keys(userProfileSchema.shape).sort())
  })

  it('takes the whole profile as GET answers it plus lastSignupStep, and drops the read-only keys', () => {
    const parsed = userUpdateBodySchema.parse({ ...profile, lastSignupStep: true })
    const { id: _id, age: _age, main_image: _main, images: _images, ...editable } = profile
    expect(parsed).toEqual({ ...editable, lastSignupStep: true })
  })

  it('ignores read-only values of any shape, never refuses them', () => {
    const parsed = userUpdateBodySchema.parse({ id: 'x', age: -1, images: null, main_image: 5 })
    expect(parsed).toEqual({})
  })

  it('refuses a key in neither schema, naming it', () => {
    const result = userUpdateBodySchema.safeParse({ city: 'Gouda', countryRegion: 'NH' })
    expect(result.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['countryRegion'] },
    ])
  })

  it('checks name and date of birth with the §5 rules', () => {
    const messages = (body: object) =>
      userUpdateBodySchema.safeParse(body).error?.issues.map((issue) => issue.message)
    expect(messages({ name: '@anna', date_of_birth: '1990-02-30' })).toEqual([
      RULE.dateOfBirth,
      RULE.nameStartsWithAt,
    ])
    expect(userUpdateBodySchema.parse({ name: '  Anna ' })).toEqual({ name: 'Anna' })
  })

  it('documents the read-only keys as accepted in the OpenAPI body', () => {
    const json = z.toJSONSchema(userUpdateBodySchema, { io: 'input' }) as {
      properties: Record<string, { description?: string }>
      additionalProperties: boolean
    }
    expect(json.additionalProperties).toBe(false)
    for (const key of READ_ONLY_PROFILE_KEYS) {
      expect(json.properties[key]?.description).toMatch(/read-only/)
    }
  })
})
