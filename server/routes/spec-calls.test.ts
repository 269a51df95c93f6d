// The spec's §7 calls played the way its client sends them: the spec's paths, query and body
// names, X-Package and X-Original-Host on every fetch, optional fields left out, answers
// checked for the fields the spec names. If the contract drifts from the spec, this fails.
// Two kinds of call cannot carry custom headers and are sent as a browser sends them: the
// page-hidden beacon (navigator.sendBeacon) and the partner pages "opened in a new window".
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchResponse } from '../../src/contract/search'
import type { UserProfile, UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { users } from '../db/schema'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'
import { bornYearsAgo, COMPANY_FIELDS, NO_PROFILE_DETAILS } from '../test/fixtures'
import { solidImage } from '../test/images'
import { filePart } from '../test/multipart'
import { jsonOf as json } from '../test/responses'
import { ALL_OF_NL } from '../test/search'
import { signUpLikeTheSpec, SPEC_HOST, SpecBrowser, type SpecMember } from '../test/spec-browser'

let app: App
beforeAll(async () => {
  const sitesFile = writeSitesFile([{ id: 'spec', name: 'Spec', hosts: [SPEC_HOST] }])
  app = await buildTestApp({ SITES_FILE: sitesFile })
})
afterAll(() => app.close())

const image = (format: 'png' | 'jpeg') => solidImage(format, 320, 240, '#2a7ab0')
/** A date of birth `years` and a hundred days ago. */
const yearsAgo = (years: number) => bornYearsAgo(years, -100)

describe('the signup wizard (spec §2 steps 0-7, §7)', () => {
  it('signs up with the minimal body on the site of X-Original-Host; GET user.php answers §3', async () => {
    const { user } = await signUpLikeTheSpec(app)
    expect(user).toMatchObject({
      email: expect.stringMatching(/^spec-/) as string,
      mailprovider: expect.any(Number) as number,
      fictional_icon: expect.any(Boolean) as boolean,
      paid_user: false,
      signup_date: expect.any(String) as string,
      credits: 0,
    })
    expect(user.profile).toEqual({
      id: user.id,
      name: 'Anna',
      age: null,
      city: '',
      country: null,
      countryregion: '',
      gender: null,
      date_of_birth: '0000-00-00',
      main_image: null,
      images: [],
      personal: '',
      language: 'nl',
      lastSignupStep: false,
      // Not in §3's list, but the classic template shows interests on my profile (§1).
      interests: [],
      ...NO_PROFILE_DETAILS,
    })
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      siteId: 'spec',
      timezone: 'UTC',
      trafficsource: null,
      referrer: null,
      fromProfileId: null,
    })
  })

  it('polls activate.php at step 6 until the activation mail is delivered', async () => {
    const { browser } = await signUpLikeTheSpec(app)
    let answer = await browser.read<{ delivered: boolean }>('/api/activate.php')
    for (let tick = 0; tick < 20 && !answer.delivered; tick++) {
      await app.mail.idle()
      answer = await browser.read<{ delivered: boolean }>('/api/activate.php')
    }
    expect(answer).toEqual({ delivered: true })
  })

  it('uploads photos at step 2: multipart, one file field per image, then refetches the user', async () => {
    const { browser } = await signUpLikeTheSpec(app)
    const upload = await browser.upload('/api/profileimage.php', [
      filePart(await image('png'), 'me.png', 'image/png', 'image0'),
      filePart(await image('jpeg'), 'beach.jpg', 'image/jpeg', 'image1'),
    ])
    expect(json<{ images: unknown[] }>(upload, 201).images).toHaveLength(2)
    const { profile } = await browser.read<UserResponse>('/api/user.php')
    const shape = { id: expect.any(Number) as number, thumb_filename: expect.any(String) as string }
    expect(profile.images).toEqual([expect.objectContaining(shape), expect.objectContaining(shape)])
    expect(profile.main_image?.thumb_filename).toBe(profile.images[0]?.thumb_filename)
    const thumbnail = await browser.open(`/media/${profile.main_image?.thumb_filename ?? ''}`)
    expect(thumbnail.statusCode).toBe(200)
  })

  it('saves the location of step 3: geocode lat/lon, then PUT country, countryregion, city', async () => {
    const { browser } = await signUpLikeTheSpec(app)
    const place = await browser.read<Record<string, unknown>>(
      '/api/geocode.php?lat=52.0907&lon=5.1214',
    )
    expect(place).toEqual({ country: 'NL', countryregion: 'UT', city: 'Utrecht' })
    const saved = json<UserResponse>(await browser.send('PUT', '/api/user.php', place))
    expect(saved.profile).toMatchObject(place)
  })

  it('saves steps 4 and 5 as the whole profile plus lastSignupStep', async () => {
    const { browser, user } = await signUpLikeTheSpec(app)
    // Step 4: the profile as GET answered it, with the personal info filled in.
    const step4: UserProfile = {
      ...user.profile,
      gender: 'female',
      date_of_birth: yearsAgo(31),
      length: 172,
      relationship: 'single',
      lastSignupStep: false,
    }
    const afterStep4 = json<UserResponse>(await browser.send('PUT', '/api/user.php', step4))
    expect(afterStep4.profile).toEqual({ ...step4, age: 31 })
    // Step 5: the notes, and lastSignupStep true.
    const step5 = { ...afterStep4.profile, personal: 'Hallo, ik ben Anna.', lastSignupStep: true }
    const afterStep5 = json<UserResponse>(await browser.send('PUT', '/api/user.php', step5))
    expect(afterStep5.profile).toEqual(step5)
    expect((await browser.read<UserResponse>('/api/user.php')).profile).toEqual(step5)
  })
})

describe('the settings calls', () => {
  it('regions, interests, companyinfo and profile_fields answer what the spec names', async () => {
    const browser = new SpecBrowser(app)
    const regions =
      await browser.read<Record<string, Array<{ id: string; name: string }>>>('/api/regions.php')
    expect(regions.NL).toContainEqual({ id: 'UT', name: 'Utrecht' })
    const { interests } = await browser.read<{ interests: unknown[] }>('/api/interests.php')
    expect(interests.length).toBeGreaterThan(0)
    const company = await browser.read<Record<string, unknown>>('/api/companyinfo.php')
    expect(Object.keys(company).sort()).toEqual([...COMPANY_FIELDS].sort())
    const fields = await browser.read<{ allowed_values: Record<string, unknown[]> }>(
      '/api/profile_fields.php',
    )
    expect(fields.allowed_values.gender).toEqual(['male', 'female'])
  })
})

describe('members: likes and search', () => {
  let viewer: SpecMember
  let liked: SpecMember
  let region: string

  beforeAll(async () => {
    viewer = await signUpLikeTheSpec(app, 'Bram')
    liked = await signUpLikeTheSpec(app, 'Carla')
    const regions = await viewer.browser.read<Record<string, Array<{ id: string }>>>(
      '/api/regions.php?country=PL',
    )
    region = regions.PL?.[0]?.id ?? ''
    // The whole profile as GET answered it, with the changes (as steps 4 and 5 save it).
    const save = async ({ browser }: SpecMember, changes: Partial<UserProfile>) => {
      const { profile } = await browser.read<UserResponse>('/api/user.php')
      json(await browser.send('PUT', '/api/user.php', { ...profile, ...changes }))
    }
    await save(viewer, { gender: 'male', date_of_birth: yearsAgo(30), country: 'PL' })
    await save(liked, {
      gender: 'female',
      date_of_birth: yearsAgo(30),
      country: 'PL',
      countryregion: region,
    })
  })

  it('likes: POST and DELETE with body profile, GET answers profiles and liked_by', async () => {
    const like = await viewer.browser.send('POST', '/api/likes.php', { profile: liked.user.id })
    expect(json(like)).toEqual({ did_like_profile: true, match: false })
    const mine = await viewer.browser.read<{ profiles: Array<{ id: number }> }>('/api/likes.php')
    expect(mine.profiles.map((profile) => profile.id)).toContain(liked.user.id)
    const theirs = await liked.browser.read<{ liked_by: Array<{ id: number; like_new: boolean }> }>(
      '/api/likes.php',
    )
    expect(theirs.liked_by).toContainEqual(
      expect.objectContaining({ id: viewer.user.id, like_new: true }),
    )
    const unlike = await viewer.browser.send('DELETE', '/api/likes.php', { profile: liked.user.id })
    expect(json(unlike)).toEqual({ did_like_profile: false })
    const after = await viewer.browser.read<{ profiles: Array<{ id: number }> }>('/api/likes.php')
    expect(after.profiles.map((profile) => profile.id)).not.toContain(liked.user.id)
  })

  it('search: the first load fills the filters, later calls send them, the similar search is not saved', async () => {
    const search = async (query: string) => {
      const answer = await viewer.browser.read<SearchResponse>(`/api/search.php?${query}`)
      // The spec's five, and Klik's "verified only" and "online now" switches (issue 32).
      expect(Object.keys(answer.filter_options).sort()).toEqual(Object.keys(ALL_OF_NL).sort())
      expect(answer.paging.num_results).toBeGreaterThanOrEqual(answer.profiles.length)
      return answer
    }
    const firstLoad =
      'source=members&pp=12&auto_load=true&hideNudity=true&searchAllCountries=false&trafficsource='
    const first = await search(firstLoad)
    // A man of 30 in Poland: women, Poland, the 26-35 bucket.
    const women = { ...ALL_OF_NL, gender: 'female', min_age: 26, max_age: 35, country: 'PL' }
    expect(first.filter_options).toEqual({ ...women, countryregion: '' })

    const filters = `country=PL&countryregion=${region}&min_age=26&max_age=35&gender=female`
    const base = 'source=members&pp=12&hideNudity=true&searchAllCountries=false&trafficsource='
    const manual = await search(`${base}&${filters}&page=1&manual_search=true`)
    expect(manual.filter_options).toEqual({ ...women, countryregion: region })
    expect(manual.profiles.map((profile) => profile.id)).toContain(liked.user.id)

    const similar = await search(
      `source=similar&pp=12&hideNudity=true&searchAllCountries=false&trafficsource=` +
        `&country=PL&countryregion=0&min_age=21&max_age=40&gender=female&page=1&do_not_save=1`,
    )
    expect(similar.filter_options).toMatchObject({ min_age: 21, max_age: 40, country: 'PL' })
    expect(similar.profiles.map((profile) => profile.id)).toContain(liked.user.id)

    // The next visit starts from the manual search; the similar one was not saved.
    expect((await search(firstLoad)).filter_options).toEqual(manual.filter_options)
  })

  it('webcams: xcams search with gender and ages, then redirect.php opened in a new window', async () => {
    const { cams } = await viewer.browser.read<{ cams: Array<{ account: string }> }>(
      '/api/xcams/search.php?gender=female&min_age=26&max_age=35',
    )
    expect(cams.length).toBeGreaterThan(0)
    const account = cams[0]?.account ?? ''
    const opened = await viewer.browser.open(
      `/api/xcams/redirect.php?account=${encodeURIComponent(account)}`,
    )
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toContain(account)
  })

  it('resellpartner.php with flow=profile-search&redirect=1, opened in a new window', async () => {
    const opened = await viewer.browser.open(
      '/api/resellpartner.php?flow=profile-search&redirect=1',
    )
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toMatch(/^https:\/\//)
  })
})

describe('the session calls', () => {
  it('page-hidden.php takes the beacon as every sendBeacon body type sends "{}"', async () => {
    const { browser } = await signUpLikeTheSpec(app)
    // The Beacon spec (WPT beacon/headers/header-content-type-and-body.html): a string is sent
    // as text/plain;charset=UTF-8, a Blob with its own type, a Blob without a type or an
    // ArrayBuffer with no Content-Type at all; no data is no body. No custom headers.
    const beacons: Array<{ payload?: string; type?: string }> = [
      { payload: '{}', type: 'text/plain;charset=UTF-8' },
      { payload: '{}', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: '{}' },
      {},
    ]
    const hidden = (beacon: { payload?: string; type?: string }) =>
      browser.bare({ method: 'POST', url: '/api/page-hidden.php', ...beacon })
    for (const beacon of beacons) {
      const response = await hidden(beacon)
      expect(response.statusCode, JSON.stringify(beacon) + response.body).toBe(204)
    }
    // Other body types are no JSON beacon.
    const type = 'application/x-www-form-urlencoded;charset=UTF-8'
    const form = await hidden({ payload: 'hidden=1', type })
    expect(form.statusCode).toBe(415)
  })

  it('logout.php answers the text done, after which user.php answers 403', async () => {
    const { browser } = await signUpLikeTheSpec(app)
    const logout = await browser.get('/api/logout.php')
    expect(logout.statusCode).toBe(200)
    expect(logout.headers['content-type']).toMatch(/^text\/plain/)
    expect(logout.body).toBe('done')
    const user = await browser.get('/api/user.php')
    expect(user.statusCode).toBe(403)
    expect(user.json()).toMatchObject({ error: { code: 'auth.required' } })
  })
})

describe('the OpenAPI document', () => {
  it("shows the signup's optional fields as optional and PUT's read-only keys as accepted", async () => {
    type Doc = {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
      >
    }
    type JsonSchema = { required?: string[]; properties?: Record<string, { description?: string }> }
    const doc = json<Doc>(await app.inject({ url: '/api/docs' }))
    const body = (route: string, method: string) =>
      doc.paths[route]?.[method]?.requestBody?.content['application/json']?.schema
    expect(body('/api/user.php?new=1', 'post')?.required?.sort()).toEqual(
      ['email', 'name', 'password', 'language', 'form_path', 'csrf', 'token', 'n'].sort(),
    )
    const put = body('/api/user.php', 'put')
    expect(put?.required ?? []).toEqual([])
    for (const key of ['id', 'age', 'main_image', 'images', 'lastSignupStep']) {
      expect(put?.properties).toHaveProperty(key)
    }
  })
})
