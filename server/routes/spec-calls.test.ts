// The spec's §7 calls played the way its client sends them: the spec's paths, query and body
// names, X-Package and X-Original-Host on every fetch, optional fields left out, answers
// checked for the fields the spec names. If the contract drifts from the spec, this fails.
// Two kinds of call cannot carry custom headers and are sent as a browser sends them: the
// page-hidden beacon (navigator.sendBeacon) and the partner pages "opened in a new window".
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserProfile, UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { users } from '../db/schema'
import { TestClient, uniqueEmail } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'
import { COMPANY_FIELDS, NO_PROFILE_DETAILS } from '../test/fixtures'

const HOST = 'spec.test'
const ORIGIN = `https://${HOST}`
/** What every fetch of the spec's client sends (§7 "headers naming the package and host"). */
const SPEC_HEADERS = { 'x-package': 'klik', 'x-original-host': HOST, host: HOST }

let app: App
beforeAll(async () => {
  const sitesFile = writeSitesFile([{ id: 'spec', name: 'Spec', hosts: [HOST] }])
  app = await buildTestApp({ SITES_FILE: sitesFile })
})
afterAll(() => app.close())

/** A browser running the spec's client on https://spec.test. */
class SpecBrowser {
  readonly client = new TestClient(app)

  get(url: string): Promise<LightMyRequestResponse> {
    return this.client.request({
      method: 'GET',
      url,
      headers: { ...SPEC_HEADERS, accept: 'application/json' },
    })
  }

  /** A JSON write; a browser adds Origin to every POST, PUT and DELETE. */
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) {
    return this.client.request({
      method,
      url,
      payload: JSON.stringify(body),
      headers: {
        ...SPEC_HEADERS,
        accept: 'application/json',
        'content-type': 'application/json',
        origin: ORIGIN,
      },
    })
  }

  /** A request the page cannot add headers to (a beacon, a new window). */
  bare(options: { method: 'GET' | 'POST'; url: string; payload?: string | Buffer; type?: string }) {
    const headers: Record<string, string> = { host: HOST }
    if (options.method === 'POST') headers.origin = ORIGIN
    if (options.type !== undefined) headers['content-type'] = options.type
    return this.client.request({ ...options, headers })
  }
}

function json<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status)
  return response.json<T>()
}

/** csrf of the spec: the SHA-512 hash of the lowercased email plus the user agent, in hex. */
const csrfOf = (email: string, userAgent: string) =>
  createHash('sha512').update(`${email.toLowerCase()}${userAgent}`).digest('hex')

interface SpecMember {
  browser: SpecBrowser
  user: UserResponse
  email: string
}

/** Signup step 0 as the spec's client does it: the email check, then the minimal signup body. */
async function signUpLikeTheSpec(name = 'Anna'): Promise<SpecMember> {
  const browser = new SpecBrowser()
  const email = uniqueEmail('spec')
  const check = json<Record<string, unknown>>(
    await browser.get(`/api/validate_email.php?email=${encodeURIComponent(email)}`),
  )
  expect(check).toEqual({
    token: expect.any(String) as string,
    status: 'new',
    email,
    request_email: email,
  })
  const userAgent = browser.client.userAgent
  // No referrer (the visitor came from no other site), trafficsource, profile, country or
  // timezone: the spec's client may leave each of them out.
  const signup = await browser.send('POST', '/api/user.php?new=1', {
    email,
    name,
    password: 'correct horse battery',
    language: 'nl',
    form_path: '/signup',
    csrf: csrfOf(email, userAgent),
    token: check.token,
    n: userAgent,
  })
  expect(signup.statusCode, signup.body).toBe(201)
  const user = json<UserResponse>(await browser.get('/api/user.php'))
  return { browser, user, email }
}

async function image(format: 'png' | 'jpeg'): Promise<Buffer> {
  const picture = sharp({
    create: { width: 320, height: 240, channels: 3, background: '#2a7ab0' },
  })
  return format === 'png' ? picture.png().toBuffer() : picture.jpeg().toBuffer()
}

/** multipart/form-data as a browser's FormData sends it: one file field per image. */
function formData(files: Array<{ field: string; name: string; type: string; data: Buffer }>) {
  const boundary = '----WebKitFormBoundarySpecCalls7'
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

function yearsAgo(years: number): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() - 100)
  return date.toISOString().slice(0, 10)
}

describe('the signup wizard (spec §2 steps 0-7, §7)', () => {
  it('signs up with the minimal body on the site of X-Original-Host; GET user.php answers §3', async () => {
    const { user } = await signUpLikeTheSpec()
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
    const { browser } = await signUpLikeTheSpec()
    let answer = json<{ delivered: boolean }>(await browser.get('/api/activate.php'))
    for (let tick = 0; tick < 20 && !answer.delivered; tick++) {
      await app.mail.idle()
      answer = json<{ delivered: boolean }>(await browser.get('/api/activate.php'))
    }
    expect(answer).toEqual({ delivered: true })
  })

  it('uploads photos at step 2: multipart, one file field per image, then refetches the user', async () => {
    const { browser } = await signUpLikeTheSpec()
    const form = formData([
      { field: 'image0', name: 'me.png', type: 'image/png', data: await image('png') },
      { field: 'image1', name: 'beach.jpg', type: 'image/jpeg', data: await image('jpeg') },
    ])
    const upload = await browser.client.request({
      method: 'POST',
      url: '/api/profileimage.php',
      payload: form.payload,
      headers: { ...SPEC_HEADERS, 'content-type': form.type, origin: ORIGIN },
    })
    expect(json<{ images: unknown[] }>(upload, 201).images).toHaveLength(2)
    const { profile } = json<UserResponse>(await browser.get('/api/user.php'))
    expect(profile.images).toEqual([
      expect.objectContaining({
        id: expect.any(Number) as number,
        thumb_filename: expect.any(String) as string,
      }),
      expect.objectContaining({
        id: expect.any(Number) as number,
        thumb_filename: expect.any(String) as string,
      }),
    ])
    expect(profile.main_image?.thumb_filename).toBe(profile.images[0]?.thumb_filename)
    const thumbnail = await browser.bare({
      method: 'GET',
      url: `/media/${profile.main_image?.thumb_filename ?? ''}`,
    })
    expect(thumbnail.statusCode).toBe(200)
  })

  it('saves the location of step 3: geocode lat/lon, then PUT country, countryregion, city', async () => {
    const { browser } = await signUpLikeTheSpec()
    const place = json<Record<string, unknown>>(
      await browser.get('/api/geocode.php?lat=52.0907&lon=5.1214'),
    )
    expect(place).toEqual({ country: 'NL', countryregion: 'UT', city: 'Utrecht' })
    const saved = json<UserResponse>(await browser.send('PUT', '/api/user.php', place))
    expect(saved.profile).toMatchObject(place)
  })

  it('saves steps 4 and 5 as the whole profile plus lastSignupStep', async () => {
    const { browser, user } = await signUpLikeTheSpec()
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
    expect(json<UserResponse>(await browser.get('/api/user.php')).profile).toEqual(step5)
  })
})

describe('the settings calls', () => {
  it('regions, interests, companyinfo and profile_fields answer what the spec names', async () => {
    const browser = new SpecBrowser()
    const regions = json<Record<string, Array<{ id: string; name: string }>>>(
      await browser.get('/api/regions.php'),
    )
    expect(regions.NL).toContainEqual({ id: 'UT', name: 'Utrecht' })
    const { interests } = json<{ interests: unknown[] }>(await browser.get('/api/interests.php'))
    expect(interests.length).toBeGreaterThan(0)
    const company = json<Record<string, unknown>>(await browser.get('/api/companyinfo.php'))
    expect(Object.keys(company).sort()).toEqual([...COMPANY_FIELDS].sort())
    const fields = json<{ allowed_values: Record<string, unknown[]> }>(
      await browser.get('/api/profile_fields.php'),
    )
    expect(fields.allowed_values.gender).toEqual(['male', 'female'])
  })
})

describe('members: likes and search', () => {
  let viewer: SpecMember
  let liked: SpecMember
  let region: string

  beforeAll(async () => {
    viewer = await signUpLikeTheSpec('Bram')
    liked = await signUpLikeTheSpec('Carla')
    const regions = json<Record<string, Array<{ id: string }>>>(
      await viewer.browser.get('/api/regions.php?country=PL'),
    )
    region = regions.PL?.[0]?.id ?? ''
    const profileOf = async (member: SpecMember) =>
      json<UserResponse>(await member.browser.get('/api/user.php')).profile
    const save = async (member: SpecMember, changes: Partial<UserProfile>) =>
      json<UserResponse>(
        await member.browser.send('PUT', '/api/user.php', {
          ...(await profileOf(member)),
          ...changes,
        }),
      )
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
    const mine = json<{ profiles: Array<{ id: number }> }>(
      await viewer.browser.get('/api/likes.php'),
    )
    expect(mine.profiles.map((profile) => profile.id)).toContain(liked.user.id)
    const theirs = json<{ liked_by: Array<{ id: number; like_new: boolean }> }>(
      await liked.browser.get('/api/likes.php'),
    )
    expect(theirs.liked_by).toContainEqual(
      expect.objectContaining({ id: viewer.user.id, like_new: true }),
    )
    const unlike = await viewer.browser.send('DELETE', '/api/likes.php', { profile: liked.user.id })
    expect(json(unlike)).toEqual({ did_like_profile: false })
    const after = json<{ profiles: Array<{ id: number }> }>(
      await viewer.browser.get('/api/likes.php'),
    )
    expect(after.profiles.map((profile) => profile.id)).not.toContain(liked.user.id)
  })

  it('search: the first load fills the filters, later calls send them, the similar search is not saved', async () => {
    type Search = {
      profiles: Array<{ id: number }>
      paging: { num_results: number }
      filter_options: Record<string, unknown>
    }
    const search = async (query: string) => {
      const answer = json<Search>(await viewer.browser.get(`/api/search.php?${query}`))
      expect(Object.keys(answer.filter_options).sort()).toEqual(
        ['gender', 'min_age', 'max_age', 'country', 'countryregion'].sort(),
      )
      expect(answer.paging.num_results).toBeGreaterThanOrEqual(answer.profiles.length)
      return answer
    }
    const firstLoad =
      'source=members&pp=12&auto_load=true&hideNudity=true&searchAllCountries=false&trafficsource='
    const first = await search(firstLoad)
    // A man of 30 in Poland: women, Poland, the 26-35 bucket.
    expect(first.filter_options).toEqual({
      gender: 'female',
      min_age: 26,
      max_age: 35,
      country: 'PL',
      countryregion: '',
    })

    const filters = `country=PL&countryregion=${region}&min_age=26&max_age=35&gender=female`
    const base = 'source=members&pp=12&hideNudity=true&searchAllCountries=false&trafficsource='
    const manual = await search(`${base}&${filters}&page=1&manual_search=true`)
    expect(manual.filter_options).toEqual({
      gender: 'female',
      min_age: 26,
      max_age: 35,
      country: 'PL',
      countryregion: region,
    })
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
    const { cams } = json<{ cams: Array<{ account: string }> }>(
      await viewer.browser.get('/api/xcams/search.php?gender=female&min_age=26&max_age=35'),
    )
    expect(cams.length).toBeGreaterThan(0)
    const account = cams[0]?.account ?? ''
    const opened = await viewer.browser.bare({
      method: 'GET',
      url: `/api/xcams/redirect.php?account=${encodeURIComponent(account)}`,
    })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toContain(account)
  })

  it('resellpartner.php with flow=profile-search&redirect=1, opened in a new window', async () => {
    const opened = await viewer.browser.bare({
      method: 'GET',
      url: '/api/resellpartner.php?flow=profile-search&redirect=1',
    })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toMatch(/^https:\/\//)
  })
})

describe('the session calls', () => {
  it('page-hidden.php takes the beacon as every sendBeacon body type sends "{}"', async () => {
    const { browser } = await signUpLikeTheSpec()
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
    for (const beacon of beacons) {
      const response = await browser.bare({
        method: 'POST',
        url: '/api/page-hidden.php',
        ...beacon,
      })
      expect(response.statusCode, JSON.stringify(beacon) + response.body).toBe(204)
    }
    // Other body types are no JSON beacon.
    const form = await browser.bare({
      method: 'POST',
      url: '/api/page-hidden.php',
      payload: 'hidden=1',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    })
    expect(form.statusCode).toBe(415)
  })

  it('logout.php answers the text done, after which user.php answers 403', async () => {
    const { browser } = await signUpLikeTheSpec()
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
