import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { CamsResponse } from '../../src/contract/partners'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { creditLedger } from '../db/schema'
import { DEMO_CAMS } from '../domain/partners/demo-cams'
import { signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'
import { checkout, order } from '../test/payments'

let app: App
beforeAll(async () => {
  const sites = [
    { id: 'no-partners', name: 'No partners', hosts: ['none.test'], member_resell: [] },
    {
      id: 'own-partner',
      name: 'Own partner',
      hosts: ['own.test'],
      partners: {
        cams_feed: 'demo',
        cams_redirect: 'https://live.example.org/room?name={account}&ref=own',
        resell_url: 'https://offers.example.org/go?site=own',
      },
    },
  ]
  app = await buildTestApp({ SITES_FILE: writeSitesFile(sites) })
})
afterAll(() => app.close())

const errorCode = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.code

async function cams(query = '', host?: string): Promise<CamsResponse> {
  const response = await app.inject({
    url: `/api/xcams/search.php${query}`,
    headers: host === undefined ? {} : { 'x-original-host': host },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CamsResponse>()
}

describe('GET /api/xcams/search.php', () => {
  it('answers the demo cams with avatars served from /media', async () => {
    const { cams: all } = await cams()
    expect(all).toHaveLength(DEMO_CAMS.length)
    expect(new Set(all.map((cam) => cam.gender))).toEqual(new Set(['male', 'female']))
    const ages = all.map((cam) => cam.age ?? 0)
    expect(Math.min(...ages)).toBe(19)
    expect(Math.max(...ages)).toBe(55)
    const [first] = all
    expect(first?.image).toMatch(/^\/media\/partners\/demo-[a-z]+-01-v\d+\.webp$/)
    expect(existsSync(path.join(app.config.DATA_DIR, first?.image ?? ''))).toBe(true)
    const image = await app.inject({ url: first?.image ?? '' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
  })

  it('filters by gender and age', async () => {
    const { cams: women } = await cams('?gender=female&min_age=25&max_age=40')
    expect(women.length).toBeGreaterThan(0)
    for (const cam of women) {
      expect(cam.gender).toBe('female')
      expect(cam.age).toBeGreaterThanOrEqual(25)
      expect(cam.age).toBeLessThanOrEqual(40)
    }
    const { cams: men } = await cams('?gender=male')
    expect(men.length).toBeGreaterThan(0)
    expect(men.every((cam) => cam.gender === 'male')).toBe(true)
    expect((await cams('?gender=')).cams).toHaveLength(DEMO_CAMS.length)
  })

  it('answers no cams on a site without member_resell', async () => {
    expect(await cams('', 'none.test')).toEqual({ cams: [] })
  })

  it('refuses bad filters with 400', async () => {
    for (const query of ['?gender=robot', '?min_age=12', '?max_age=abc']) {
      const response = await app.inject({ url: `/api/xcams/search.php${query}` })
      expect(response.statusCode).toBe(400)
      expect(errorCode(response)).toBe('validation_failed')
    }
  })
})

describe('GET /api/xcams/redirect.php', () => {
  const account = DEMO_CAMS[0]?.account ?? ''

  it("redirects to the partner's page of the account", async () => {
    const response = await app.inject({ url: `/api/xcams/redirect.php?account=${account}` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`https://cams.example.com/chat/${account}`)
    const own = await app.inject({
      url: `/api/xcams/redirect.php?account=${account}`,
      headers: { 'x-original-host': 'own.test' },
    })
    expect(own.headers.location).toBe(`https://live.example.org/room?name=${account}&ref=own`)
  })

  it('answers 404 for an unknown account, none without partners, 400 without account', async () => {
    const unknown = await app.inject({ url: '/api/xcams/redirect.php?account=nobody%2F..%3F' })
    expect(unknown.statusCode).toBe(404)
    expect(errorCode(unknown)).toBe('partners.unknown_account')
    const none = await app.inject({
      url: `/api/xcams/redirect.php?account=${account}`,
      headers: { 'x-original-host': 'none.test' },
    })
    expect(none.statusCode).toBe(404)
    expect(errorCode(none)).toBe('partners.none')
    const missing = await app.inject({ url: '/api/xcams/redirect.php' })
    expect(missing.statusCode).toBe(400)
  })
})

describe('GET /api/resellpartner.php', () => {
  it('redirects with redirect=1, else answers the URL', async () => {
    const redirect = await app.inject({
      url: '/api/resellpartner.php?flow=profile-search&redirect=1',
    })
    expect(redirect.statusCode).toBe(302)
    expect(redirect.headers.location).toBe('https://partner.example.com/offer?flow=profile-search')
    const json = await app.inject({
      url: '/api/resellpartner.php?flow=profile-search',
      headers: { 'x-original-host': 'own.test' },
    })
    expect(json.statusCode).toBe(200)
    expect(json.json()).toEqual({
      url: 'https://offers.example.org/go?site=own&flow=profile-search',
    })
  })

  it('answers 404 partners.none without member_resell and 400 for another flow', async () => {
    const none = await app.inject({
      url: '/api/resellpartner.php?flow=profile-search&redirect=1',
      headers: { 'x-original-host': 'none.test' },
    })
    expect(none.statusCode).toBe(404)
    expect(errorCode(none)).toBe('partners.none')
    const other = await app.inject({ url: '/api/resellpartner.php?flow=elsewhere' })
    expect(other.statusCode).toBe(400)
  })
})

describe('paid_user (spec §6: webcam tiles only for members who never paid)', () => {
  it('follows real purchases: a paid order of credits or premium, until it is refunded', async () => {
    const paid = async (member: Member) =>
      (await member.client.get('/api/user.php')).json<UserResponse>().paid_user
    const fresh = await signUp(app)
    await app.db.insert(creditLedger).values({ memberId: fresh.user.id, delta: 5, reason: 'gift' })
    expect(await paid(fresh)).toBe(false)
    const credits = await order(fresh)
    expect(await paid(fresh)).toBe(false)
    await checkout(fresh.client, credits, 'paid')
    expect(await paid(fresh)).toBe(true)
    const premium = await signUp(app)
    await checkout(
      premium.client,
      await order(premium, { product: { kind: 'premium', plan: 'premium-1' } }),
      'paid',
    )
    expect(await paid(premium)).toBe(true)
  })
})
