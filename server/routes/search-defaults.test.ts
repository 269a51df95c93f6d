// Where a member search (GET /api/search.php) starts: the filters auto_load fills from the
// profile or from the saved search, which searches are saved, and a logged-out visitor's search
// as each site allows it. The filters themselves are search.test.ts's.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { savedSearches } from '../db/schema'
import { signUp } from '../test/accounts'
import { bornYearsAgo } from '../test/fixtures'
import { errorOf } from '../test/responses'
import { ALL_OF_NL, ids, searchTestApp } from '../test/search'

const { app, search, found, viewer, add } = searchTestApp()

describe('GET /api/search.php auto_load and saving', () => {
  it('fills the filters from the profile without a saved search', async () => {
    const me = await viewer()
    const [match] = await add([
      { gender: 'female', dateOfBirth: bornYearsAgo(28) },
      { gender: 'female', dateOfBirth: bornYearsAgo(50) },
      { gender: 'male', dateOfBirth: bornYearsAgo(28) },
      { gender: 'female', dateOfBirth: bornYearsAgo(28), country: 'BE' },
    ])
    const body = await found(me.client, 'auto_load=1&pp=12')
    expect(body.filter_options).toEqual({
      gender: 'female',
      min_age: 26,
      max_age: 35,
      country: 'NL',
      countryregion: '',
      verified: false,
      online: false,
    })
    expect(ids(body)).toEqual([match])
  })

  it('defaults to both genders and every age for a member who gave neither', async () => {
    const member = await signUp(app())
    const body = await found(member.client, 'auto_load=1')
    expect(body.filter_options).toEqual(ALL_OF_NL)
  })

  it('saves a manual search and starts the next auto_load from it', async () => {
    const me = await viewer()
    const [be] = await add([{ gender: 'male', country: 'BE', dateOfBirth: bornYearsAgo(40) }])
    await found(me.client, 'manual_search=1&gender=male&country=BE&min_age=36&max_age=45')
    const [row] = await app()
      .db.select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, me.user.id))
    expect(row).toMatchObject({
      gender: 'male',
      minAge: 36,
      maxAge: 45,
      country: 'BE',
      countryregion: '',
    })
    const body = await found(me.client, 'auto_load=1')
    expect(body.filter_options).toEqual({
      gender: 'male',
      min_age: 36,
      max_age: 45,
      country: 'BE',
      countryregion: '',
      verified: false,
      online: false,
    })
    expect(ids(body)).toEqual([be])
    // An explicit filter still overrides the saved one.
    expect((await found(me.client, 'auto_load=1&gender=female')).filter_options.gender).toBe(
      'female',
    )
  })

  it('does not save a search without manual_search or with do_not_save (the similar search)', async () => {
    const me = await viewer()
    const saved = () =>
      app().db.select().from(savedSearches).where(eq(savedSearches.userId, me.user.id))
    await found(me.client, 'gender=male&country=DE')
    expect(await saved()).toEqual([])
    await found(me.client, 'manual_search=1&gender=female&country=NL&min_age=26&max_age=35')
    // The similar search: ages widened 5 years each side, region 0, do_not_save=1.
    const [similar] = await add([{ dateOfBirth: bornYearsAgo(40) }])
    const body = await found(
      me.client,
      'manual_search=1&do_not_save=1&source=similar&gender=female&country=NL&countryregion=0&min_age=21&max_age=40',
    )
    expect(ids(body)).toEqual([similar])
    expect(body.filter_options).toMatchObject({ min_age: 21, max_age: 40, countryregion: '' })
    expect(await saved()).toMatchObject([{ minAge: 26, maxAge: 35 }])
    // Later pages repeat the filters of their page 1: nothing to save again.
    await found(me.client, 'manual_search=1&gender=female&country=NL&min_age=36&max_age=45&page=2')
    expect(await saved()).toMatchObject([{ minAge: 26, maxAge: 35 }])
  })
})

describe('GET /api/search.php logged out', () => {
  it('follows the site: all, with_trafficsource, none and switched off', async () => {
    const [member] = await add([{}])
    const q = 'auto_load=1&gender=female'
    const open = await found(null, q, 'open.test')
    expect(ids(open)).toEqual([member])
    expect(open.profiles[0]?.did_like_profile).toBe(false)

    const partner = await search(null, q, 'partner.test')
    expect(partner.statusCode).toBe(403)
    expect(errorOf(partner).code).toBe('search.login_required')
    expect(ids(await found(null, `${q}&trafficsource=network1`, 'partner.test'))).toEqual([member])

    for (const host of ['members-only.test', 'switched-off.test']) {
      const response = await search(null, `${q}&trafficsource=network1`, host)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('search.login_required')
    }
    // A member searches any site.
    const me = await viewer()
    expect((await search(me.client, q, 'members-only.test')).statusCode).toBe(200)
  })

  it('defaults a visitor to both genders, every age and the first site country', async () => {
    const body = await found(null, 'auto_load=1&manual_search=1', 'open.test')
    expect(body.filter_options).toEqual(ALL_OF_NL)
  })
})
