// PUT /api/user.php, a member changing their own profile: the fields the signup steps save,
// every rule of spec §5 again, the whole profile sent back as GET answered it (spec §7), and
// interests. The rest of /api/user.php is user.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserResponse } from '../../src/contract/user'
import { CITY_MAX, RULE } from '../../src/contract/rules'
import type { App } from '../app'
import { signUp, uploadPhoto, userOf, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { bornYearsAgo, setProfile } from '../test/fixtures'
import { memberPhoto } from '../test/images'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const put = async (member: Member, body: unknown) => member.client.put('/api/user.php', body)

describe('PUT /api/user.php', () => {
  it('saves the location of step 3 and the profile of steps 4 and 5', async () => {
    const member = await signUp(app)
    const where = { country: 'NL', countryregion: 'NH', city: 'Amsterdam' }
    const place = await put(member, where)
    expect(place.statusCode).toBe(200)
    expect(place.json<UserResponse>().profile).toMatchObject(where)
    const details = await put(member, {
      gender: 'male',
      date_of_birth: bornYearsAgo(18),
      length: 182,
      relationship: 'single',
      smoking: 'no',
      personal: '  Hallo!  ',
      lastSignupStep: true,
      language: 'de',
    })
    expect(details.json<UserResponse>().profile).toMatchObject({
      gender: 'male',
      age: 18,
      length: 182,
      relationship: 'single',
      smoking: 'no',
      personal: 'Hallo!',
      lastSignupStep: true,
      language: 'de',
      city: 'Amsterdam',
    })
  })

  it('clears the date of birth with 0000-00-00 and the country with null', async () => {
    const member = await signUp(app)
    await put(member, { date_of_birth: bornYearsAgo(40), country: 'DE', countryregion: 'BY' })
    const cleared = await put(member, { date_of_birth: '0000-00-00', country: null })
    expect(cleared.json<UserResponse>().profile).toMatchObject({
      date_of_birth: '0000-00-00',
      age: null,
      country: null,
      countryregion: '',
    })
  })

  it('refuses a country the site does not have', async () => {
    const member = await signUp(app)
    const response = await put(member, { country: 'US' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('profile.country_not_allowed')
  })

  it('refuses a region that is not one of the country', async () => {
    const member = await signUp(app, { country: 'NL' })
    for (const body of [
      { countryregion: 'BY' },
      { country: 'BE', countryregion: 'NH' },
      { country: null, countryregion: 'NH' },
    ]) {
      const response = await put(member, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(errorOf(response).code).toBe('profile.region_unknown')
    }
    expect((await put(member, { countryregion: '' })).statusCode).toBe(200)
  })

  type Rule = [string, Record<string, unknown>, string, string]
  const badDate = (what: string, date: string): Rule => [
    what,
    { date_of_birth: date },
    'body.date_of_birth',
    RULE.dateOfBirth,
  ]
  const rules: Rule[] = [
    ['a city over 255', { city: 'x'.repeat(CITY_MAX + 1) }, 'body.city', RULE.cityTooLong],
    badDate('a date of birth under 18', bornYearsAgo(18, 1)),
    badDate('a zero day', '1990-05-00'),
    badDate('a zero month', '1990-00-10'),
    badDate('a zero year', '0000-05-10'),
    badDate('a date that does not exist', '1990-02-30'),
    badDate('a date in another format', '10-05-1990'),
    ['a name starting with @', { name: '@me' }, 'body.name', RULE.nameStartsWithAt],
    ['a name over 150', { name: 'n'.repeat(151) }, 'body.name', RULE.tooLong],
    ['an empty name', { name: ' ' }, 'body.name', RULE.required],
  ]
  for (const [what, body, field, message] of rules) {
    it(`refuses ${what}`, async () => {
      const member = await signUp(app)
      const response = await put(member, body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: field, message }],
      })
    })
  }

  it('refuses a name equal to the email', async () => {
    const member = await signUp(app)
    const response = await put(member, { name: member.email.toUpperCase() })
    expect(errorOf(response).fields).toEqual([
      { path: 'body.name', message: RULE.nameEqualToEmail },
    ])
  })

  it('reports a name equal to the email next to the other failing fields', async () => {
    const member = await signUp(app)
    const response = await put(member, { name: member.email, city: 'x'.repeat(CITY_MAX + 1) })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'The request is not valid',
      fields: [
        { path: 'body.city', message: RULE.cityTooLong },
        { path: 'body.name', message: RULE.nameEqualToEmail },
      ],
    })
    const both = await put(member, { name: '@x', date_of_birth: '1990-02-30' })
    expect(errorOf(both).fields).toEqual([
      { path: 'body.date_of_birth', message: RULE.dateOfBirth },
      { path: 'body.name', message: RULE.nameStartsWithAt },
    ])
  })

  it('refuses unknown fields, wrong types and values outside the lists', async () => {
    const member = await signUp(app)
    for (const body of [
      { email: 'other@example.com' },
      { length: 'tall' },
      { length: 300 },
      { gender: 'other' },
      { lastSignupStep: 'yes' },
      { smoking: 'sometimes' },
      [],
      null,
    ]) {
      const response = await put(member, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('keeps unicode and SQL-looking text exactly', async () => {
    const member = await signUp(app)
    const values = {
      name: 'Łukasz 🦊 ⁧عربي⁩',
      city: `'; DELETE FROM profiles; --`,
      personal: 'Robert"); DROP TABLE users;-- \n\t 🙂 Ωμέγα 日本語',
    }
    const response = await put(member, values)
    expect(response.statusCode).toBe(200)
    expect(response.json<UserResponse>().profile).toMatchObject(values)
  })

  it('refuses a NUL character with 400 instead of failing in the database', async () => {
    const member = await signUp(app)
    const response = await put(member, { city: 'Amster\u0000dam' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).fields).toEqual([
      { path: 'body.city', message: 'validation.nul_character' },
    ])
  })
})

describe('PUT /api/user.php with the whole profile (spec §7)', () => {
  const profileOf = async (member: Member) => (await userOf(member.client)).profile

  it('saves the profile exactly as GET answered it plus lastSignupStep, changing nothing else', async () => {
    const fresh = await signUp(app, { country: null })
    const fuller = await signUp(app)
    await uploadPhoto(fuller, await memberPhoto())
    await put(fuller, {
      countryregion: 'UT',
      city: 'Utrecht',
      gender: 'female',
      date_of_birth: bornYearsAgo(29),
      personal: 'Hoi',
      length: 170,
      smoking: 'no',
    })
    for (const member of [fresh, fuller]) {
      const before = await profileOf(member)
      expect(before.lastSignupStep).toBe(false)
      const response = await put(member, { ...before, lastSignupStep: true })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<UserResponse>().profile).toEqual({ ...before, lastSignupStep: true })
      expect(await profileOf(member)).toEqual({ ...before, lastSignupStep: true })
    }
    expect((await profileOf(fresh)).country).toBeNull()
    expect((await profileOf(fuller)).images).toHaveLength(1)
  })

  it('saves the two fields a member changed in the profile GET answered', async () => {
    const member = await signUp(app)
    const before = await profileOf(member)
    const response = await put(member, { ...before, city: 'Zwolle', smoking: 'occasionally' })
    expect(response.statusCode, response.body).toBe(200)
    expect(await profileOf(member)).toEqual({ ...before, city: 'Zwolle', smoking: 'occasionally' })
  })

  it('ignores read-only fields whatever they hold: another id, an age, foreign images', async () => {
    const member = await signUp(app)
    const other = await signUp(app)
    await uploadPhoto(other, await memberPhoto())
    const foreign = await profileOf(other)
    const response = await put(member, {
      id: other.user.id,
      age: 99,
      main_image: foreign.main_image,
      images: foreign.images,
      city: 'Breda',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<UserResponse>()).toMatchObject({
      id: member.user.id,
      profile: { id: member.user.id, age: null, main_image: null, images: [], city: 'Breda' },
    })
    expect(await profileOf(other)).toEqual(foreign)
  })

  it('refuses a key the profile does not have, naming it', async () => {
    const member = await signUp(app)
    const response = await put(member, { city: 'Breda', countryRegion: 'NB' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'body', message: expect.stringContaining('countryRegion') as string }],
    })
    expect((await profileOf(member)).city).toBe('')
  })

  it('keeps a saved country the site has since dropped when it comes back unchanged', async () => {
    const member = await signUp(app)
    await setProfile(app, member.user.id, { country: 'US', countryregion: 'CA' })
    const before = await profileOf(member)
    const response = await put(member, { ...before, lastSignupStep: true })
    expect(response.statusCode, response.body).toBe(200)
    expect(await profileOf(member)).toMatchObject({ country: 'US', countryregion: 'CA' })
    const moved = await put(member, { country: 'CA' })
    expect(errorOf(moved).code).toBe('profile.country_not_allowed')
  })
})

describe('PUT /api/user.php interests', () => {
  it('replaces the member interests with known ids, in list order, without duplicates', async () => {
    const member = await signUp(app)
    const { interests } = (await member.client.get('/api/interests.php?lang=en')).json<{
      interests: Array<{ id: number }>
    }>()
    const [first, second, third] = interests.map((interest) => interest.id)
    expect(third).toBeDefined()
    const saved = await put(member, { interests: [third, first, third] })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<UserResponse>().profile.interests).toEqual([first, third])
    const replaced = await put(member, { interests: [second] })
    expect(replaced.json<UserResponse>().profile.interests).toEqual([second])
    // The whole profile sent back as GET answered it keeps them.
    const { profile } = await userOf(member.client)
    expect((await put(member, profile)).json<UserResponse>().profile.interests).toEqual([second])
    const cleared = await put(member, { interests: [] })
    expect(cleared.json<UserResponse>().profile.interests).toEqual([])
  })

  it('refuses unknown ids, too many and bad values, saving nothing', async () => {
    const member = await signUp(app)
    const unknown = await put(member, { interests: [2_000_000_000] })
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown).code).toBe('profile.interest_unknown')
    for (const interests of [Array.from({ length: 21 }, (_, i) => i + 1), ['a'], [0], 'x']) {
      const response = await put(member, { interests })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
    const { profile } = await userOf(member.client)
    expect(profile.interests).toEqual([])
  })
})
