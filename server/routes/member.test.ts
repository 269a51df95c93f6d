import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { MemberResponse } from '../../src/contract/members'
import type { App } from '../app'
import { signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'
import { addPhotos, NO_PROFILE_DETAILS, setPremiumUntil, setProfile } from '../test/fixtures'
import { temporaryDir } from '../test/temp'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const pageOf = (client: TestClient, id: number | string, headers?: Record<string, string>) =>
  client.get(`/api/member.php?id=${id}`, headers)
const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

function yearsAgo(years: number): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

const DETAILS = {
  gender: 'female',
  dateOfBirth: yearsAgo(31),
  countryregion: 'UT',
  city: 'Utrecht',
  personal: 'Ik hou van fietsen.',
  length: 172,
  relationship: 'single',
  lookingFor: 'dating',
  smoking: 'no',
  drinking: 'socially',
  children: 'none',
  bodyType: 'athletic',
  eyeColor: 'green',
  hairColor: 'red',
  education: 'master',
} as const

async function memberWithDetails(target: App = app): Promise<Member> {
  const member = await signUp(target, { name: 'Sanne' })
  await setProfile(target, member.user.id, DETAILS)
  return member
}

describe('GET /api/member.php', () => {
  it("answers the card and the default site's visible fields, to anyone", async () => {
    const member = await memberWithDetails()
    const response = await pageOf(new TestClient(app), member.user.id)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const page = response.json<MemberResponse>()
    expect(page).toMatchObject({ premium: false, blocked: false })
    expect(page.profile).toMatchObject({
      id: member.user.id,
      name: 'Sanne',
      age: 31,
      city: 'Utrecht',
      country: 'NL',
      countryregion: 'UT',
      gender: 'female',
      language: 'en',
      fictional: false,
      did_like_profile: false,
      main_image: null,
      images: [],
      personal: 'Ik hou van fietsen.',
      // The default site shows these four details ...
      length: 172,
      relationship: 'single',
      looking_for: 'dating',
      smoking: 'no',
      // ... and not these.
      drinking: null,
      children: null,
      body_type: null,
      eye_color: null,
      hair_color: null,
      education: null,
    })
    expect(Date.now() - new Date(page.profile.last_active).getTime()).toBeLessThan(60_000)
    expect(page.profile.online).toBe(true)
  })

  it('fills only the fields the asking site shows, and the notes only if it shows them', async () => {
    const dataDir = temporaryDir()
    const sitesFile = writeSitesFile(
      [
        {
          id: 'sparse',
          name: 'Sparse',
          hosts: ['sparse.example'],
          visible_profile_fields: ['city', 'eye_color'],
          visible_profile_notes: false,
        },
      ],
      dataDir,
    )
    const sparse = await buildTestApp({ DATA_DIR: dataDir, SITES_FILE: sitesFile })
    try {
      const member = await memberWithDetails(sparse)
      const response = await pageOf(new TestClient(sparse), member.user.id, {
        'x-original-host': 'sparse.example',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json<MemberResponse>().profile).toMatchObject({
        ...NO_PROFILE_DETAILS,
        name: 'Sanne',
        country: 'NL',
        city: 'Utrecht',
        eye_color: 'green',
        age: null,
        gender: null,
        countryregion: '',
        personal: '',
      })
      // The same member on the default site shows the default site's fields.
      const other = await pageOf(new TestClient(sparse), member.user.id)
      expect(other.json<MemberResponse>().profile).toMatchObject({
        age: 31,
        personal: DETAILS.personal,
      })
    } finally {
      await sparse.close()
    }
  })

  describe('photos', () => {
    let owner: Member
    let viewer: Member
    let paths: Array<{ id: number; filename: string; thumbFilename: string }>
    beforeAll(async () => {
      owner = await signUp(app)
      viewer = await signUp(app)
      // The second photo in position order is the main one.
      paths = await addPhotos(app, owner.user.id, 3, 1)
    })
    const imagesSeenBy = async (client: TestClient) => {
      const page = (await pageOf(client, owner.user.id)).json<MemberResponse>()
      return { premium: page.premium, images: page.profile.images, main: page.profile.main_image }
    }

    it('shows every thumbnail in order but only the main photo full size to a member', async () => {
      const seen = await imagesSeenBy(viewer.client)
      expect(seen.premium).toBe(false)
      expect(seen.images).toEqual(
        paths.map((image, index) => ({
          id: image.id,
          thumb_filename: image.thumbFilename,
          filename: index === 1 ? image.filename : null,
        })),
      )
      expect(seen.main).toEqual({
        filename: paths[1]?.filename,
        thumb_filename: paths[1]?.thumbFilename,
      })
    })

    it('does the same for a logged-out visitor', async () => {
      const seen = await imagesSeenBy(new TestClient(app))
      expect(seen.premium).toBe(false)
      expect(seen.images.map((image) => image.filename)).toEqual([null, paths[1]?.filename, null])
    })

    it('shows every photo full size to a premium member, and stops when premium ends', async () => {
      await setPremiumUntil(app, viewer.user.id, new Date(Date.now() + 86_400_000))
      const premium = await imagesSeenBy(viewer.client)
      expect(premium.premium).toBe(true)
      expect(premium.images.map((image) => image.filename)).toEqual(
        paths.map((image) => image.filename),
      )
      await setPremiumUntil(app, viewer.user.id, new Date(Date.now() - 1_000))
      const lapsed = await imagesSeenBy(viewer.client)
      expect(lapsed.premium).toBe(false)
      expect(lapsed.images.map((image) => image.filename)).toEqual([null, paths[1]?.filename, null])
    })
  })

  it("answers the member's own page", async () => {
    const member = await memberWithDetails()
    const response = await pageOf(member.client, member.user.id)
    expect(response.statusCode).toBe(200)
    expect(response.json<MemberResponse>()).toMatchObject({
      profile: { id: member.user.id, did_like_profile: false },
      blocked: false,
    })
  })

  it('answers 404 member.not_found for an unknown and for a deleted member', async () => {
    const visitor = new TestClient(app)
    const unknown = await pageOf(visitor, Number.MAX_SAFE_INTEGER)
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).code).toBe('member.not_found')

    const leaving = await signUp(app)
    expect((await pageOf(visitor, leaving.user.id)).statusCode).toBe(200)
    const deleted = await leaving.client.delete('/api/user.php', { password: leaving.password })
    expect(deleted.statusCode).toBe(200)
    const gone = await pageOf(visitor, leaving.user.id)
    expect(gone.statusCode).toBe(404)
    expect(errorOf(gone).code).toBe('member.not_found')
  })

  it('hides the page from a member the owner blocked; the blocker still sees it, marked', async () => {
    const blocker = await signUp(app)
    const blocked = await signUp(app)
    expect(
      (await blocker.client.post('/api/block.php', { profile: blocked.user.id })).statusCode,
    ).toBe(200)
    const hidden = await pageOf(blocked.client, blocker.user.id)
    expect(hidden.statusCode).toBe(404)
    expect(errorOf(hidden).code).toBe('member.not_found')
    const own = await pageOf(blocker.client, blocked.user.id)
    expect(own.statusCode).toBe(200)
    expect(own.json<MemberResponse>().blocked).toBe(true)
    // Logged out, the blocker's page is public as ever.
    expect((await pageOf(new TestClient(app), blocker.user.id)).statusCode).toBe(200)
  })

  it.each(['abc', '-1', '0', '1.5', '99999999999999999999', '', '1e3x', '%00'])(
    'answers id=%s with 400, never 5xx',
    async (id) => {
      const response = await pageOf(new TestClient(app), id)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    },
  )

  it('answers a missing id with 400', async () => {
    const response = await new TestClient(app).get('/api/member.php')
    expect(response.statusCode).toBe(400)
  })
})
