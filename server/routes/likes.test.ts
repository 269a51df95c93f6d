import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { LikesResponse, MemberResponse } from '../../src/contract/members'
import type { App } from '../app'
import { blocks, likes } from '../db/schema'
import { signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error
const likeOf = (from: Member, to: unknown) => from.client.post('/api/likes.php', { profile: to })
const unlikeOf = (from: Member, to: unknown) =>
  from.client.delete('/api/likes.php', { profile: to })
const listOf = async (member: Member) => {
  const response = await member.client.get('/api/likes.php')
  expect(response.statusCode).toBe(200)
  return response.json<LikesResponse>()
}

async function likeRows(likerId: number, likedId: number) {
  return app.db
    .select()
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
}

/** Sets when a like was given, so the list order is under the test's control. */
async function likedAt(likerId: number, likedId: number, minutesAgo: number) {
  await app.db
    .update(likes)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
}

type Members<N extends number, List extends Member[] = []> = List['length'] extends N
  ? List
  : Members<N, [...List, Member]>

/** `count` new members, signed up one after another. */
async function members<N extends number>(count: N): Promise<Members<N>> {
  const list: Member[] = []
  for (let index = 0; index < count; index += 1) list.push(await signUp(app))
  return list as Members<N>
}

describe('POST and DELETE /api/likes.php', () => {
  it('likes once however often it is sent, keeping the first date and seen state', async () => {
    const [liker, liked] = await members(2)
    const first = await likeOf(liker, liked.user.id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ did_like_profile: true, match: false })
    await likedAt(liker.user.id, liked.user.id, 30)
    const seenAt = new Date(Date.now() - 10 * 60_000)
    await app.db
      .update(likes)
      .set({ seenAt })
      .where(and(eq(likes.likerId, liker.user.id), eq(likes.likedId, liked.user.id)))
    const [before] = await likeRows(liker.user.id, liked.user.id)

    const again = await likeOf(liker, liked.user.id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ did_like_profile: true, match: false })
    const rows = await likeRows(liker.user.id, liked.user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.createdAt).toEqual(before?.createdAt)
    expect(rows[0]?.seenAt).toEqual(seenAt)
  })

  it('unlikes, and unliking again changes nothing', async () => {
    const [liker, liked] = await members(2)
    await likeOf(liker, liked.user.id)
    for (let round = 0; round < 2; round += 1) {
      const response = await unlikeOf(liker, liked.user.id)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ did_like_profile: false })
      expect(await likeRows(liker.user.id, liked.user.id)).toHaveLength(0)
    }
  })

  it('shows the like on the member page and in search cards (did_like_profile)', async () => {
    const [liker, liked] = await members(2)
    const pageLiked = async () =>
      (await liker.client.get(`/api/member.php?id=${liked.user.id}`)).json<MemberResponse>().profile
        .did_like_profile
    expect(await pageLiked()).toBe(false)
    await likeOf(liker, liked.user.id)
    expect(await pageLiked()).toBe(true)
    await unlikeOf(liker, liked.user.id)
    expect(await pageLiked()).toBe(false)
  })

  it('refuses liking yourself with 400 likes.self', async () => {
    const [member] = await members(1)
    for (const response of [
      await likeOf(member, member.user.id),
      await unlikeOf(member, member.user.id),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('likes.self')
    }
  })

  it('answers 404 member.not_found for unknown, deleted and blocked members', async () => {
    const [liker, leaving, blocker, blockedByLiker] = await members(4)
    await leaving.client.delete('/api/user.php', { password: leaving.password })
    await blocker.client.post('/api/block.php', { profile: liker.user.id })
    await liker.client.post('/api/block.php', { profile: blockedByLiker.user.id })
    for (const target of [
      Number.MAX_SAFE_INTEGER,
      leaving.user.id,
      blocker.user.id,
      blockedByLiker.user.id,
    ]) {
      const response = await likeOf(liker, target)
      expect(response.statusCode, String(target)).toBe(404)
      expect(errorOf(response).code).toBe('member.not_found')
    }
    const rows = await app.db.select().from(likes).where(eq(likes.likerId, liker.user.id))
    expect(rows).toHaveLength(0)
  })

  it('needs a login: 403 auth.required', async () => {
    const [liked] = await members(1)
    const visitor = new TestClient(app)
    for (const response of [
      await visitor.get('/api/likes.php'),
      await visitor.post('/api/likes.php', { profile: liked.user.id }),
      await visitor.delete('/api/likes.php', { profile: liked.user.id }),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('auth.required')
    }
  })

  it('acts only for the logged-in member, whatever the body says', async () => {
    const [a, b, c] = await members(3)
    const response = await a.client.post('/api/likes.php', {
      profile: c.user.id,
      liker: b.user.id,
      user: b.user.id,
    })
    expect(response.statusCode).toBe(200)
    expect(await likeRows(a.user.id, c.user.id)).toHaveLength(1)
    expect(await likeRows(b.user.id, c.user.id)).toHaveLength(0)
    // B's like of C cannot be removed by A.
    await likeOf(b, c.user.id)
    await a.client.delete('/api/likes.php', { profile: c.user.id, liker: b.user.id })
    expect(await likeRows(b.user.id, c.user.id)).toHaveLength(1)
    expect((await listOf(a)).profiles.map((card) => card.id)).toEqual([])
    expect((await listOf(b)).profiles.map((card) => card.id)).toEqual([c.user.id])
  })

  describe('bad input answers 4xx, never 5xx', () => {
    let member: Member
    beforeAll(async () => {
      member = await signUp(app)
    })
    const bodies: Array<[string, string | undefined, string | undefined]> = [
      ['a non-numeric profile', JSON.stringify({ profile: 'x' }), 'application/json'],
      ['a negative profile', JSON.stringify({ profile: -1 }), 'application/json'],
      ['a fractional profile', JSON.stringify({ profile: 1.5 }), 'application/json'],
      ['a huge profile', '{"profile": 99999999999999999999}', 'application/json'],
      ['a null profile', JSON.stringify({ profile: null }), 'application/json'],
      ['an object profile', JSON.stringify({ profile: { id: 1 } }), 'application/json'],
      ['an empty object', '{}', 'application/json'],
      ['an array', '[1]', 'application/json'],
      ['null', 'null', 'application/json'],
      ['malformed JSON', '{"profile": 1', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
      ['no body at all', undefined, undefined],
      ['plain text', 'profile=1', 'text/plain'],
      ['a NUL character', JSON.stringify({ profile: '\u0000' }), 'application/json'],
    ]
    it.each(['POST', 'DELETE'] as const)('%s', async (method) => {
      for (const [what, payload, type] of bodies) {
        const response = await member.client.request({
          method,
          url: '/api/likes.php',
          payload,
          headers: type === undefined ? {} : { 'content-type': type },
        })
        expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500)
        expect(errorOf(response).code, what).toEqual(expect.any(String))
      }
    })
  })
})

describe('GET /api/likes.php', () => {
  it('lists liked members newest first and likers new first, then newest', async () => {
    const [me, a, b, c, x, y, z] = await members(7)
    for (const target of [a, b, c]) await likeOf(me, target.user.id)
    await likedAt(me.user.id, a.user.id, 20)
    await likedAt(me.user.id, b.user.id, 5)
    await likedAt(me.user.id, c.user.id, 50)
    for (const liker of [x, y, z]) await likeOf(liker, me.user.id)
    await likedAt(x.user.id, me.user.id, 5) // newest, but seen below
    await likedAt(y.user.id, me.user.id, 40)
    await likedAt(z.user.id, me.user.id, 20)
    // Opening x's page marks x's like as seen.
    expect((await me.client.get(`/api/member.php?id=${x.user.id}`)).statusCode).toBe(200)

    const list = await listOf(me)
    expect(list.profiles.map((card) => card.id)).toEqual([b.user.id, a.user.id, c.user.id])
    expect(list.profiles.every((card) => card.did_like_profile)).toBe(true)
    expect(list.liked_by.map((item) => [item.id, item.like_new])).toEqual([
      [z.user.id, true],
      [y.user.id, true],
      [x.user.id, false],
    ])
    const zItem = list.liked_by[0]
    expect(zItem).toMatchObject({ name: 'Anna', country: 'NL', did_like_profile: false })
    expect(Date.now() - new Date(zItem?.liked_at ?? 0).getTime()).toBeGreaterThan(19 * 60_000)
  })

  it("turns like_new false when the receiver opens the liker's page, not when others do", async () => {
    const [receiver, liker, third] = await members(3)
    await likeOf(liker, receiver.user.id)
    const likeNew = async () => (await listOf(receiver)).liked_by[0]?.like_new

    expect(await likeNew()).toBe(true)
    // A third member, a logged-out visitor, and the liker on the receiver's page change nothing.
    await third.client.get(`/api/member.php?id=${liker.user.id}`)
    await new TestClient(app).get(`/api/member.php?id=${liker.user.id}`)
    await liker.client.get(`/api/member.php?id=${receiver.user.id}`)
    expect(await likeNew()).toBe(true)

    await receiver.client.get(`/api/member.php?id=${liker.user.id}`)
    expect(await likeNew()).toBe(false)
    const [row] = await likeRows(liker.user.id, receiver.user.id)
    expect(row?.seenAt).toBeInstanceOf(Date)
    // Seen stays seen; liking again does not make it new.
    await likeOf(liker, receiver.user.id)
    expect(await likeNew()).toBe(false)
  })

  it('leaves out deleted members and blocks in either direction', async () => {
    const [me, kept, leaving, iBlock, blocksMe] = await members(5)
    const others = [kept, leaving, iBlock, blocksMe]
    for (const other of others) {
      await likeOf(me, other.user.id)
      await likeOf(other, me.user.id)
    }
    await leaving.client.delete('/api/user.php', { password: leaving.password })
    // Blocks written directly, keeping the likes, so only the list's own filter hides them.
    await app.db.insert(blocks).values([
      { blockerId: me.user.id, blockedId: iBlock.user.id },
      { blockerId: blocksMe.user.id, blockedId: me.user.id },
    ])
    const list = await listOf(me)
    expect(list.profiles.map((card) => card.id)).toEqual([kept.user.id])
    expect(list.liked_by.map((item) => item.id)).toEqual([kept.user.id])
    // And I am gone from their lists too.
    expect((await listOf(iBlock)).liked_by).toEqual([])
    expect((await listOf(blocksMe)).profiles).toEqual([])
    await app.db
      .delete(blocks)
      .where(or(eq(blocks.blockerId, me.user.id), eq(blocks.blockedId, me.user.id)))
  })

  it('is never cached', async () => {
    const [member] = await members(1)
    const response = await member.client.get('/api/likes.php')
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.json()).toEqual({ profiles: [], liked_by: [] })
  })
})

describe('rate limit', () => {
  it('allows 300 like changes per member per hour, then 429', async () => {
    const limited = await buildTestApp()
    try {
      const liker = await signUp(limited)
      const liked = await signUp(limited)
      const other = await signUp(limited)
      for (let index = 0; index < 300; index += 1) {
        const response = await (index % 2 === 0 ? likeOf : unlikeOf)(liker, liked.user.id)
        expect(response.statusCode).toBe(200)
      }
      const refused = await likeOf(liker, liked.user.id)
      expect(refused.statusCode).toBe(429)
      expect(errorOf(refused).code).toBe('rate_limited')
      // Another member is not affected.
      expect((await likeOf(other, liked.user.id)).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
