// The discover deck (issue 32 §4) through /api/discover.php on a real database: drawn from the
// member's search filters, most recently active first; never the member, members they like,
// members they passed on in the last DISCOVER_PASS_DAYS, blocks either way, deleted or banned
// members; a pass kept (idempotent, the days anew), forgotten after the days and pruned, in
// the data export; bad input answered 4xx.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  DISCOVER_DECK_SIZE,
  DISCOVER_PASS_DAYS,
  type DiscoverPassResponse,
  type DiscoverResponse,
} from '../../src/contract/discover'
import { blocks, discoverPasses, users } from '../db/schema'
import { prunePasses } from '../domain/discover/passes'
import { gatherMemberData } from '../domain/export/gather'
import { TestClient, type Member } from '../test/accounts'
import { bornYearsAgo, type TestMember } from '../test/fixtures'
import { errorOf } from '../test/responses'
import { searchTestApp } from '../test/search'

const { app, found, viewer, add } = searchTestApp()
const DAY = 24 * 60 * 60 * 1000
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
/** A woman of 30 in NL: in the deck of `viewer()` (women, NL, 26–35, from his profile). */
const inDeck = (member: TestMember = {}): TestMember => ({
  dateOfBirth: bornYearsAgo(30),
  ...member,
})

async function deckOf(member: Member): Promise<number[]> {
  const response = await member.client.get('/api/discover.php')
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
  return response.json<DiscoverResponse>().profiles.map((card) => card.id)
}
const pass = (member: Member, profile: unknown) =>
  member.client.post('/api/discover.php', { profile })
const passRows = (member: Member) =>
  app().db.select().from(discoverPasses).where(eq(discoverPasses.memberId, member.user.id))

describe('GET /api/discover.php', () => {
  it('draws from the saved search, else the profile’s defaults, most recently active first', async () => {
    const me = await viewer()
    const [older, newer, man, fifty, german] = await add([
      inDeck({ lastActiveAt: minutesAgo(90) }),
      inDeck({ lastActiveAt: minutesAgo(5), fictional: true }),
      inDeck({ gender: 'male' }),
      inDeck({ dateOfBirth: bornYearsAgo(50) }),
      inDeck({ country: 'DE' }),
    ])
    expect(await deckOf(me)).toEqual([newer, older])
    const response = await me.client.get('/api/discover.php')
    const cards = response.json<DiscoverResponse>().profiles
    expect(cards[0]).toMatchObject({ id: newer, fictional: true, age: 30, did_like_profile: false })

    // The member changes their search: the deck follows.
    await found(me.client, 'manual_search=1&country=NL&gender=male&min_age=18')
    expect(await deckOf(me)).toEqual([man])
    await found(me.client, 'manual_search=1&country=NL&gender=female&min_age=46&max_age=55')
    expect(await deckOf(me)).toEqual([fifty])
    await found(me.client, 'manual_search=1&country=DE&gender=female&min_age=18')
    expect(await deckOf(me)).toEqual([german])
  })

  it('leaves out the member, liked, passed, blocked either way, deleted and banned members', async () => {
    const me = await viewer()
    const [kept, liked, passed, blocked, blocker, deleted, banned] = await add([
      inDeck(),
      inDeck(),
      inDeck(),
      inDeck(),
      inDeck(),
      inDeck({ searchable: false }),
      inDeck(),
    ])
    // Both genders: the viewer (a man of 30 in NL) fits his own search, yet is never his card.
    await found(me.client, 'manual_search=1&country=NL&gender=&min_age=18')
    expect((await me.client.post('/api/likes.php', { profile: liked })).statusCode).toBe(200)
    expect((await pass(me, passed)).statusCode).toBe(200)
    await app()
      .db.insert(blocks)
      .values([
        { blockerId: me.user.id, blockedId: blocked ?? 0 },
        { blockerId: blocker ?? 0, blockedId: me.user.id },
      ])
    await app()
      .db.update(users)
      .set({ bannedAt: new Date() })
      .where(eq(users.id, banned ?? 0))
    const deck = await deckOf(me)
    expect(deck).toEqual([kept])
    expect(deck).not.toContain(me.user.id)
    expect(deck).not.toContain(deleted)
  })

  it(`answers at most ${DISCOVER_DECK_SIZE} cards, then the next ones once those are passed`, async () => {
    const me = await viewer()
    const everyone = await add(Array.from({ length: DISCOVER_DECK_SIZE + 2 }, () => inDeck()))
    const first = await deckOf(me)
    expect(first).toEqual(everyone.slice(0, DISCOVER_DECK_SIZE))
    for (const id of first) expect((await pass(me, id)).statusCode).toBe(200)
    expect(await deckOf(me)).toEqual(everyone.slice(DISCOVER_DECK_SIZE))
  })

  it('needs a login', async () => {
    const response = await new TestClient(app()).get('/api/discover.php')
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.required')
  })
})

describe('POST /api/discover.php', () => {
  it(`remembers a pass for ${DISCOVER_PASS_DAYS} days, then forgets and prunes it`, async () => {
    const me = await viewer()
    const [recent, old] = await add([inDeck(), inDeck()])
    const response = await pass(me, recent)
    expect(response.statusCode).toBe(200)
    const { until } = response.json<DiscoverPassResponse>()
    const days = (Date.parse(until) - Date.now()) / DAY
    expect(days).toBeGreaterThan(DISCOVER_PASS_DAYS - 0.01)
    expect(days).toBeLessThanOrEqual(DISCOVER_PASS_DAYS)
    await pass(me, old)
    expect(await deckOf(me)).toEqual([])

    // One pass a minute short of the days still keeps its member out; one a minute past them no longer.
    const at = (minutes: number) =>
      new Date(Date.now() - DISCOVER_PASS_DAYS * DAY + minutes * 60_000)
    const setAt = (passedId: number | undefined, when: Date) =>
      app()
        .db.update(discoverPasses)
        .set({ at: when })
        .where(
          and(eq(discoverPasses.memberId, me.user.id), eq(discoverPasses.passedId, passedId ?? 0)),
        )
    await setAt(recent, at(1))
    await setAt(old, at(-1))
    expect(await deckOf(me)).toEqual([old])
    expect(await prunePasses(app().db, new Date())).toBe(1)
    expect((await passRows(me)).map((row) => row.passedId)).toEqual([recent])
  })

  it('is idempotent: passing again keeps one row and starts the days anew', async () => {
    const me = await viewer()
    const [other] = await add([inDeck()])
    await pass(me, other)
    const earlier = new Date(Date.now() - 10 * DAY)
    await app()
      .db.update(discoverPasses)
      .set({ at: earlier })
      .where(eq(discoverPasses.memberId, me.user.id))
    const again = await pass(me, other)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ passed: true })
    const rows = await passRows(me)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.at.getTime()).toBeGreaterThan(earlier.getTime() + 9 * DAY)
  })

  it('goes into the data export, naming the member passed on', async () => {
    const me = await viewer()
    const [other] = await add([inDeck({ name: 'Passed On' })])
    await pass(me, other)
    const gathered = await gatherMemberData(app().db, me.user.id)
    expect(gathered?.data.discover_passes).toEqual([
      { member: { id: other, name: 'Passed On' }, at: expect.any(String) as unknown },
    ])
  })

  it('refuses yourself (400), an unknown or unreachable member (404), bad bodies (400), visitors (403)', async () => {
    const me = await viewer()
    const [deleted, blocker] = await add([inDeck({ searchable: false }), inDeck()])
    await app()
      .db.insert(blocks)
      .values({ blockerId: blocker ?? 0, blockedId: me.user.id })
    const self = await pass(me, me.user.id)
    expect(self.statusCode).toBe(400)
    expect(errorOf(self).code).toBe('discover.self')
    for (const unknown of [999_999_999, deleted, blocker]) {
      const response = await pass(me, unknown)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).code).toBe('member.not_found')
    }
    for (const body of [{}, { profile: 'x' }, { profile: -1 }, { profile: 1.5 }]) {
      const response = await me.client.post('/api/discover.php', body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
    const visitor = await new TestClient(app()).post('/api/discover.php', { profile: blocker })
    expect(visitor.statusCode).toBe(403)
    expect(await passRows(me)).toEqual([])
  })
})
