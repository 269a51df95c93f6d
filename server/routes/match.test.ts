// The match moment on the server (issue 28 §6): a like back answers `match`, records a match
// notice and a `match` event for both members — once per pair, also when both like at the same
// moment, and not again after a like taken back and given again — marks the like it answers
// seen, and the user answer counts the unseen notifications as the centre marks them.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LikesResponse } from '../../src/contract/members'
import type { NotificationsResponse } from '../../src/contract/notifications'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { memberEvents, notices } from '../db/schema'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { sendMessage, signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const likeOf = (from: Member, to: Member) =>
  from.client.post('/api/likes.php', { profile: to.user.id })
const unlikeOf = (from: Member, to: Member) =>
  from.client.delete('/api/likes.php', { profile: to.user.id })

async function centre(member: Member): Promise<NotificationsResponse> {
  const response = await member.client.get('/api/notifications.php')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<NotificationsResponse>()
}

async function unseenOf(member: Member): Promise<number> {
  const response = await member.client.get('/api/user.php')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<UserResponse>().notifications_unseen
}

const matchNotices = (memberId: number) =>
  app.db
    .select({ data: notices.data })
    .from(notices)
    .where(and(eq(notices.memberId, memberId), eq(notices.kind, 'match')))

const matchEvents = (memberId: number) =>
  app.db
    .select({ data: memberEvents.data })
    .from(memberEvents)
    .where(and(eq(memberEvents.memberId, memberId), eq(memberEvents.type, 'match')))

const ids = (response: NotificationsResponse) => response.items.map((item) => item.id)

describe('a like back (issue 28 §6)', () => {
  it('is a match for both: the answer, a notice and an event each, the like it answers seen', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const first = await likeOf(a, b)
    expect(first.json()).toEqual({ did_like_profile: true, match: false })
    expect((await b.client.get('/api/likes.php')).json<LikesResponse>().liked_by).toMatchObject([
      { id: a.user.id, like_new: true },
    ])

    const back = await likeOf(b, a)
    expect(back.json()).toEqual({ did_like_profile: true, match: true })
    // B answered A's like: it is no longer new on B's list.
    expect((await b.client.get('/api/likes.php')).json<LikesResponse>().liked_by).toMatchObject([
      { id: a.user.id, like_new: false },
    ])
    expect(await matchNotices(a.user.id)).toEqual([{ data: { member: String(b.user.id) } }])
    expect(await matchNotices(b.user.id)).toEqual([{ data: { member: String(a.user.id) } }])
    expect(await matchEvents(a.user.id)).toEqual([{ data: { profile: b.user.id } }])
    expect(await matchEvents(b.user.id)).toEqual([{ data: { profile: a.user.id } }])

    // The match stands for the like: one item each, with the other's card.
    const ofA = await centre(a)
    expect(ids(ofA)).toEqual([`match-${b.user.id}`])
    expect(ofA.items[0]).toMatchObject({ type: 'match', seen: false, member: { id: b.user.id } })
    expect(ids(await centre(b))).toEqual([`match-${a.user.id}`])

    // Liking again changes nothing.
    expect((await likeOf(b, a)).json()).toEqual({ did_like_profile: true, match: false })
    expect(await matchNotices(b.user.id)).toHaveLength(1)
  })

  it('makes one match when both like at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await signUp(app), await signUp(app)]
      const answers = await Promise.all([likeOf(a, b), likeOf(b, a)])
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
      const matches = answers.map((answer) => answer.json<{ match: boolean }>().match)
      expect(matches.filter(Boolean)).toHaveLength(1)
      expect(await matchNotices(a.user.id)).toHaveLength(1)
      expect(await matchNotices(b.user.id)).toHaveLength(1)
      expect(await matchEvents(a.user.id)).toHaveLength(1)
      expect(await matchEvents(b.user.id)).toHaveLength(1)
    }
  })

  it('is told once: a like taken back and given again makes no second moment', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    await likeOf(a, b)
    expect((await likeOf(b, a)).json()).toMatchObject({ match: true })
    expect((await a.client.post('/api/notifications.php', {})).statusCode).toBe(204)

    // Taken back: no match while one like is missing; the other's like shows as a like.
    await unlikeOf(b, a)
    expect(ids(await centre(a))).toEqual([])
    expect(ids(await centre(b))).toEqual([`like-${a.user.id}`])

    // Given again: the two click again, silently — no notice, no event, no moment.
    expect((await likeOf(b, a)).json()).toEqual({ did_like_profile: true, match: false })
    expect(await matchNotices(a.user.id)).toHaveLength(1)
    expect(await matchEvents(a.user.id)).toHaveLength(1)
    const ofA = await centre(a)
    expect(ids(ofA)).toEqual([`match-${b.user.id}`])
    expect(ofA.unseen).toBe(0)
  })

  it('leaves the centre with a block', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    await likeOf(a, b)
    await likeOf(b, a)
    await a.client.post('/api/block.php', { profile: b.user.id })
    expect(ids(await centre(a))).toEqual([])
    expect(ids(await centre(b))).toEqual([])
  })
})

describe('the unseen count of the user answer', () => {
  it('counts what the centre marks unseen, and nothing once the member looked', async () => {
    const [me, sanne, piet, anna] = [
      await signUp(app),
      await signUp(app),
      await signUp(app),
      await signUp(app),
    ]
    await setCreditBalance(app.db, sanne.user.id, 100, 'test_grant')
    // The welcome credits, if the site gives them, are the first notification.
    const start = await unseenOf(me)
    expect(start).toBe((await centre(me)).unseen)

    await likeOf(sanne, me)
    await sendMessage(sanne, me, 'Hoi!')
    await sendMessage(sanne, me, 'Ben je er?')
    await likeOf(piet, me)
    await likeOf(me, piet)
    await likeOf(anna, me)
    await setCreditBalance(app.db, me.user.id, 25, 'gift')
    // Sanne's like, her chat, the match with Piet (not his like), Anna's like, the credits.
    expect((await centre(me)).unseen).toBe(start + 5)
    expect(await unseenOf(me)).toBe(start + 5)

    // Anna is blocked: her like leaves the centre and the count.
    await me.client.post('/api/block.php', { profile: anna.user.id })
    expect(await unseenOf(me)).toBe(start + 4)

    expect((await me.client.post('/api/notifications.php', {})).statusCode).toBe(204)
    expect(await unseenOf(me)).toBe(0)
    await sendMessage(sanne, me, 'Nog iets')
    expect(await unseenOf(me)).toBe(1)
    expect((await centre(me)).unseen).toBe(1)
  })
})
