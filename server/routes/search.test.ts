// The member search through GET /api/search.php on a real database, with exact expected
// results: each filter at its boundaries, who is left out, order and paging, and bad input.
// Where a search starts (auto_load, the saved search, a visitor's) is search-defaults.test.ts's.
import { describe, expect, it } from 'vitest'
import { blocks } from '../db/schema'
import { bornYearsAgo, setProfile } from '../test/fixtures'
import { errorOf } from '../test/responses'
import { ALL_OF_NL, ids, searchTestApp } from '../test/search'

const { app, search, found, viewer, add } = searchTestApp()
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe('GET /api/search.php filters', () => {
  it('filters by gender, both genders with ""', async () => {
    const me = await viewer()
    const [woman, man] = await add([{ gender: 'female' }, { gender: 'male' }, { gender: null }])
    const base = 'country=NL&min_age=18'
    expect(ids(await found(me.client, `${base}&gender=female`))).toEqual([woman])
    expect(ids(await found(me.client, `${base}&gender=male`))).toEqual([man])
    const both = await found(me.client, `${base}&gender=`)
    expect(ids(both).sort()).toEqual([woman, man].sort())
    expect(both.filter_options).toEqual(ALL_OF_NL)
  })

  it('shows verified members only when asked, and keeps that in the saved search', async () => {
    const me = await viewer()
    const [verified, other, lapsed] = await add([{}, {}, {}])
    await setProfile(app(), verified ?? 0, { verifiedAt: minutesAgo(5) })
    await setProfile(app(), lapsed ?? 0, { verifiedAt: null })
    const base = 'country=NL&gender=female&min_age=18'
    const only = await found(me.client, `${base}&verified=1&manual_search=1`)
    expect(ids(only)).toEqual([verified])
    expect(only.profiles[0]?.verified).toBe(true)
    expect(only.paging.num_results).toBe(1)
    expect(only.filter_options.verified).toBe(true)
    expect(ids(await found(me.client, `${base}&verified=0`))).toEqual([verified, other, lapsed])
    // The next visit starts where the member left.
    const next = await found(me.client, 'auto_load=1')
    expect(next.filter_options.verified).toBe(true)
    expect(ids(next)).toEqual([verified])
  })

  it('shows members online now (active in the last 15 minutes) when asked, and never saves that', async () => {
    const me = await viewer()
    const [justNow, almostGone] = await add([
      { lastActiveAt: minutesAgo(1) },
      { lastActiveAt: minutesAgo(14) },
      { lastActiveAt: minutesAgo(16) },
      { lastActiveAt: minutesAgo(600) },
    ])
    const base = 'country=NL&gender=female&min_age=18'
    const online = await found(me.client, `${base}&online=1&manual_search=1`)
    expect(ids(online)).toEqual([justNow, almostGone])
    expect(online.profiles.every((card) => card.online)).toBe(true)
    expect(online.filter_options.online).toBe(true)
    // A full first page is counted: the count applies the same window.
    const counted = await found(me.client, `${base}&online=1&pp=1`)
    expect(ids(counted)).toEqual([justNow])
    expect(counted.paging.num_results).toBe(2)
    expect((await found(me.client, `${base}&online=0&pp=1`)).paging.num_results).toBe(4)
    // The next visit starts from the saved search, which has no "online now".
    const next = await found(me.client, 'auto_load=1')
    expect(next.filter_options.online).toBe(false)
    expect(next.profiles).toHaveLength(4)
  })

  it('filters by the age buckets, whole years, 65+ without upper bound', async () => {
    const me = await viewer()
    const [turns26Tomorrow, is26Today, is35, is36, is65, is90, noBirthDate] = await add([
      { dateOfBirth: bornYearsAgo(26, 1) },
      { dateOfBirth: bornYearsAgo(26) },
      { dateOfBirth: bornYearsAgo(36, 1) },
      { dateOfBirth: bornYearsAgo(36) },
      { dateOfBirth: bornYearsAgo(65) },
      { dateOfBirth: bornYearsAgo(90) },
      { dateOfBirth: null },
    ])
    const ages = async (min: number, max?: number) =>
      ids(
        await found(
          me.client,
          `country=NL&gender=female&min_age=${min}${max === undefined ? '' : `&max_age=${max}`}`,
        ),
      ).sort()
    expect(await ages(18, 25)).toEqual([turns26Tomorrow])
    expect(await ages(26, 35)).toEqual([is26Today, is35].sort())
    expect(await ages(36, 45)).toEqual([is36])
    expect(await ages(56, 65)).toEqual([is65])
    expect(await ages(65)).toEqual([is65, is90].sort())
    // 'all' is the only range that shows members without a date of birth.
    expect(await ages(18)).toEqual(
      [turns26Tomorrow, is26Today, is35, is36, is65, is90, noBirthDate].sort(),
    )
  })

  it('filters by country, a related pair and a region', async () => {
    const me = await viewer()
    const [nlNorth, nlSouth, be, de] = await add([
      { country: 'NL', countryregion: 'NH' },
      { country: 'NL', countryregion: 'ZH' },
      { country: 'BE' },
      { country: 'DE' },
    ])
    const q = 'gender=female&min_age=18'
    expect(ids(await found(me.client, `${q}&country=NL`)).sort()).toEqual([nlNorth, nlSouth].sort())
    expect(ids(await found(me.client, `${q}&country=BE`))).toEqual([be])
    expect(ids(await found(me.client, `${q}&country=NL-BE`)).sort()).toEqual(
      [nlNorth, nlSouth, be].sort(),
    )
    const north = await found(me.client, `${q}&country=NL&countryregion=NH`)
    expect(ids(north)).toEqual([nlNorth])
    expect(north.filter_options.countryregion).toBe('NH')
    // '0' and an unknown region mean the whole country.
    for (const region of ['0', 'XX']) {
      const whole = await found(me.client, `${q}&country=NL&countryregion=${region}`)
      expect(whole.profiles).toHaveLength(2)
      expect(whole.filter_options.countryregion).toBe('')
    }
    // A region only means something within one country.
    const pair = await found(me.client, `${q}&country=NL-BE&countryregion=NH`)
    expect(pair.profiles).toHaveLength(3)
    expect(pair.filter_options.countryregion).toBe('')
    expect(ids(await found(me.client, `${q}&country=DE`))).toEqual([de])
  })

  it('searches every site country only with searchAllCountries on a template offering it', async () => {
    const me = await viewer()
    const added = await add([{ country: 'NL' }, { country: 'BE' }, { country: 'DE' }])
    const q = 'gender=female&min_age=18&country='
    const classic = await found(me.client, `${q}&searchAllCountries=1`, 'classic.test')
    expect(ids(classic).sort()).toEqual([...added].sort())
    expect(classic.filter_options.country).toBe('')
    // Boxy (the default) does not search all countries: '' falls back to the member's own.
    const boxy = await found(me.client, `${q}&searchAllCountries=1`)
    expect(boxy.filter_options.country).toBe('NL')
    expect(boxy.profiles).toHaveLength(1)
    // Without the query flag, neither does classic.
    expect((await found(me.client, q, 'classic.test')).filter_options.country).toBe('NL')
  })
})

describe('GET /api/search.php results', () => {
  it('leaves out the searcher, deleted and blocked members (either direction)', async () => {
    const me = await viewer()
    await setProfile(app(), me.user.id, { gender: 'female' })
    const [shown, deleted, iBlocked, blockedMe] = await add([{}, { searchable: false }, {}, {}])
    await app()
      .db.insert(blocks)
      .values([
        { blockerId: me.user.id, blockedId: iBlocked ?? 0 },
        { blockerId: blockedMe ?? 0, blockedId: me.user.id },
      ])
    const body = await found(me.client, 'country=NL&gender=female&min_age=18')
    expect(ids(body)).toEqual([shown])
    expect(body.paging.num_results).toBe(1)
    expect(ids(body)).not.toContain(deleted)
    // A logged-out visitor sees everyone searchable, the blocks are the member's own.
    const visitor = await found(null, 'country=NL&gender=female&min_age=18')
    expect(ids(visitor).sort()).toEqual([shown, iBlocked, blockedMe, me.user.id].sort())
  })

  it('orders by last activity, newest first, and answers profile cards', async () => {
    const me = await viewer()
    const [old, newest, middle] = await add([
      { lastActiveAt: minutesAgo(600), name: 'Old' },
      { lastActiveAt: minutesAgo(1), name: 'Newest', fictional: true },
      { lastActiveAt: minutesAgo(60), name: 'Middle' },
    ])
    const body = await found(me.client, 'country=NL&gender=female&min_age=18')
    expect(ids(body)).toEqual([newest, middle, old])
    expect(body.profiles[0]).toMatchObject({
      id: newest,
      name: 'Newest',
      age: expect.any(Number) as number,
      country: 'NL',
      gender: 'female',
      fictional: true,
      online: true,
      did_like_profile: false,
      main_image: null,
    })
    expect(body.profiles[2]?.online).toBe(false)
  })

  it('pages through the results with the total', async () => {
    const me = await viewer()
    const added = await add(
      Array.from({ length: 30 }, (_, index) => ({ lastActiveAt: minutesAgo(index) })),
    )
    const q = 'country=NL&gender=female&min_age=18'
    const first = await found(me.client, q)
    expect(first.paging).toEqual({ num_results: 30, page: 1, pp: 12 })
    expect(ids(first)).toEqual(added.slice(0, 12))
    const second = await found(me.client, `${q}&page=2`)
    expect(ids(second)).toEqual(added.slice(12, 24))
    expect(second.paging.num_results).toBe(30)
    const third = await found(me.client, `${q}&page=3`)
    expect(ids(third)).toEqual(added.slice(24))
    const beyond = await found(me.client, `${q}&page=9`)
    expect(beyond.profiles).toEqual([])
    expect(beyond.paging.num_results).toBe(30)
    const big = await found(me.client, `${q}&pp=48`)
    expect(ids(big)).toEqual(added)
    expect(first.profiles.every((profile) => profile.id !== me.user.id)).toBe(true)
  })

  it('answers private, no-store', async () => {
    const me = await viewer()
    const response = await search(me.client, 'auto_load=1')
    expect(response.headers['cache-control']).toBe('private, no-store')
  })
})

describe('GET /api/search.php bad input', () => {
  const cases: [string, string, string?][] = [
    ['min_age=40&max_age=30', 'search.invalid_age_range'],
    ['country=XX', 'search.invalid_country'],
    ['country=US', 'search.invalid_country'],
    ['country=NL-DE', 'search.invalid_country'],
    ['country=AU-NZ', 'search.invalid_country'],
    ['page=0', 'validation_failed'],
    ['page=-3', 'validation_failed'],
    ['pp=1000', 'validation_failed'],
    ['pp=0', 'validation_failed'],
    ['min_age=17', 'validation_failed'],
    ['max_age=500', 'validation_failed'],
    ['min_age=abc', 'validation_failed'],
    ['gender=robot', 'validation_failed'],
    ['country=nl', 'validation_failed'],
    ["country=NL'%20OR%201=1", 'validation_failed'],
    ['countryregion=' + 'x'.repeat(40), 'validation_failed'],
    ['auto_load=maybe', 'validation_failed'],
    ['page=1e400', 'validation_failed'],
  ]
  it.each(cases)('%s → 400 %s', async (query, code) => {
    const me = await viewer()
    const response = await search(me.client, query)
    expect(response.statusCode, response.body).toBe(400)
    expect(errorOf(response).code).toBe(code)
  })

  it('ignores an unknown region and a garbage source', async () => {
    const me = await viewer()
    const body = await found(me.client, 'country=NL&countryregion=%3Cscript%3E&source=%00%01')
    expect(body.filter_options.countryregion).toBe('')
  })
})
