// Who visited me (issue 32 §2): a visit recorded once a day per visitor (told live the first
// time), never across a block, from a fictional profile or an incognito premium member; the
// visitors' list with premium, and without it only dates and blurred photos — never a
// visitor's id, name or photo; what the member has seen.
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserResponse } from '../../src/contract/user'
import { VISITORS_MAX, type VisitorsResponse } from '../../src/contract/visitors'
import type { App } from '../app'
import { memberEvents, visits } from '../db/schema'
import { recordVisit } from '../domain/visits/record-visit'
import { signUp, uploadPhoto, type Member, type TestClient } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { insertMembers, setPremiumUntil } from '../test/fixtures'
import { distinctPicture } from '../test/images'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const DAY = 24 * 60 * 60 * 1000
const visit = (from: Member, to: Member) => from.client.get(`/api/member.php?id=${to.user.id}`)
const visitorsOf = async (client: TestClient) =>
  (await client.get('/api/visitors.php')).json<VisitorsResponse>()
const newVisitors = async (client: TestClient) =>
  (await client.get('/api/user.php')).json<UserResponse>().visitors_new
const visitRows = (visited: Member) =>
  app.db.select().from(visits).where(eq(visits.visitedId, visited.user.id))
const premium = (member: Member, on = true) =>
  setPremiumUntil(app, member.user.id, new Date(Date.now() + (on ? DAY : -DAY)))

describe('a visit', () => {
  it('is recorded once a day per visitor, and told live the first time', async () => {
    const [anna, bob] = [await signUp(app), await signUp(app)]
    expect((await visit(bob, anna)).statusCode).toBe(200)
    expect((await visit(bob, anna)).statusCode).toBe(200)
    await visit(anna, anna)
    const rows = await visitRows(anna)
    expect(rows.map((row) => row.visitorId)).toEqual([bob.user.id])
    const told = await app.db
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, anna.user.id), eq(memberEvents.type, 'visit')))
    expect(told).toHaveLength(1)
    expect(await newVisitors(anna.client)).toBe(1)
    // A visit yesterday is another day's row; the list shows the visitor once.
    await app.db.insert(visits).values({
      visitedId: anna.user.id,
      visitorId: bob.user.id,
      day: new Date(Date.now() - DAY).toISOString().slice(0, 10),
      at: new Date(Date.now() - DAY),
    })
    const list = await visitorsOf(anna.client)
    expect(list).toMatchObject({ total: 1, new: 1 })
    expect(list.visitors).toHaveLength(1)
    expect(list.visitors[0]?.visits).toBe(2)
  })

  it('counts at most VISITORS_MAX new visitors on user.php (the navigation says 99+)', async () => {
    const anna = await signUp(app)
    const visitors = await insertMembers(
      app.db,
      Array.from({ length: VISITORS_MAX + 1 }, () => ({})),
    )
    const day = new Date().toISOString().slice(0, 10)
    await app.db
      .insert(visits)
      .values(visitors.map((visitorId) => ({ visitedId: anna.user.id, visitorId, day })))
    expect(await newVisitors(anna.client)).toBe(VISITORS_MAX)
    expect((await visitorsOf(anna.client)).total).toBe(VISITORS_MAX + 1)
  })

  it('is not recorded across a block, and a blocked visitor leaves the list', async () => {
    const [anna, bob] = [await signUp(app), await signUp(app)]
    await visit(bob, anna)
    expect((await visitorsOf(anna.client)).total).toBe(1)
    await anna.client.post('/api/block.php', { profile: bob.user.id })
    expect((await visitorsOf(anna.client)).total).toBe(0)
    expect(await newVisitors(anna.client)).toBe(0)
    await app.db.delete(visits).where(eq(visits.visitedId, anna.user.id))
    expect((await visit(bob, anna)).statusCode).toBe(404)
    expect(await visitRows(anna)).toEqual([])
  })

  it('is not recorded from or to a fictional profile', async () => {
    const anna = await signUp(app)
    const [fictional = 0] = await insertMembers(app.db, [{ fictional: true }])
    expect(await recordVisit(app.db, fictional, anna.user.id)).toBe(false)
    expect(await recordVisit(app.db, anna.user.id, fictional)).toBe(false)
    expect(await visitRows(anna)).toEqual([])
  })

  it('is not recorded from a premium member browsing incognito, while premium runs', async () => {
    const [anna, cleo] = [await signUp(app), await signUp(app)]
    const refused = await cleo.client.put('/api/incognito.php', { incognito: true })
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'premium.required'])
    await premium(cleo)
    const on = await cleo.client.put('/api/incognito.php', { incognito: true })
    expect(on.json()).toEqual({ incognito: true, effective: true })
    expect((await cleo.client.get('/api/user.php')).json<UserResponse>().incognito).toBe(true)
    await visit(cleo, anna)
    expect(await visitRows(anna)).toEqual([])
    await premium(cleo, false)
    await visit(cleo, anna)
    expect((await visitRows(anna)).map((row) => row.visitorId)).toEqual([cleo.user.id])
  })
})

describe('the visitors', () => {
  it('without premium: how many, when and a blurred photo, never who', async () => {
    const [anna, bob] = [await signUp(app), await signUp(app)]
    const face = await distinctPicture(7)
    await uploadPhoto(bob, face)
    await visit(bob, anna)
    const response = await anna.client.get('/api/visitors.php')
    expect(response.headers['cache-control']).toBe('private, no-store')
    const list = response.json<VisitorsResponse>()
    expect(list).toMatchObject({ premium: false, total: 1, new: 1 })
    const [only] = list.visitors
    expect(only).toMatchObject({ new: true, visits: 1, member: null })
    expect(only?.blurred_photo).toMatch(/^\/api\/visitor_photo\.php\?visit=\d+$/)
    for (const secret of [`"id":${bob.user.id}`, bob.user.profile.name, `u/${bob.user.id}/`]) {
      expect(response.body).not.toContain(secret)
    }

    const photo = await anna.client.get(only?.blurred_photo ?? '')
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg'])
    const { width, height } = await sharp(photo.rawPayload).metadata()
    expect([width, height]).toEqual([160, 160])
    // Only the visited member may fetch it.
    expect((await bob.client.get(only?.blurred_photo ?? '')).statusCode).toBe(404)
  })

  it('with premium: who came, newest first; seen, they are no longer new', async () => {
    const [anna, bob, cleo] = [await signUp(app), await signUp(app), await signUp(app)]
    await visit(bob, anna)
    await visit(cleo, anna)
    await premium(anna)
    const list = await visitorsOf(anna.client)
    expect(list).toMatchObject({ premium: true, total: 2, new: 2 })
    expect(list.visitors.map((item) => item.member?.id)).toEqual([cleo.user.id, bob.user.id])
    expect(list.visitors.every((item) => item.blurred_photo === null)).toBe(true)

    expect((await anna.client.post('/api/visitors.php', {})).statusCode).toBe(204)
    expect(await visitorsOf(anna.client)).toMatchObject({ total: 2, new: 0 })
    expect(await newVisitors(anna.client)).toBe(0)
    // A visit after that is new again.
    await app.db
      .update(visits)
      .set({ at: new Date(Date.now() + 1000) })
      .where(and(eq(visits.visitedId, anna.user.id), eq(visits.visitorId, bob.user.id)))
    expect(await newVisitors(anna.client)).toBe(1)
  })
})
