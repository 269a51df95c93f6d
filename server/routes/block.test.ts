import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { BlockedMembersResponse, LikesResponse } from '../../src/contract/members'
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
const blockOf = (from: Member, to: unknown) => from.client.post('/api/block.php', { profile: to })
const unblockOf = (from: Member, to: unknown) =>
  from.client.delete('/api/block.php', { profile: to })

/** The call and its retry both answer 200 with `body`. */
async function expectSameTwice(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  body: unknown,
): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    const response = await send()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(body)
  }
}

async function blockRows(blockerId: number, blockedId: number) {
  return app.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
}

async function likesBetween(a: number, b: number) {
  return app.db
    .select()
    .from(likes)
    .where(
      or(
        and(eq(likes.likerId, a), eq(likes.likedId, b)),
        and(eq(likes.likerId, b), eq(likes.likedId, a)),
      ),
    )
}

describe('POST and DELETE /api/block.php', () => {
  it('blocks once however often it is sent, and ends the likes both ways', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const bystander = await signUp(app)
    await a.client.post('/api/likes.php', { profile: b.user.id })
    await b.client.post('/api/likes.php', { profile: a.user.id })
    await bystander.client.post('/api/likes.php', { profile: a.user.id })
    expect(await likesBetween(a.user.id, b.user.id)).toHaveLength(2)

    await expectSameTwice(() => blockOf(a, b.user.id), { blocked: true })
    expect(await blockRows(a.user.id, b.user.id)).toHaveLength(1)
    expect(await likesBetween(a.user.id, b.user.id)).toHaveLength(0)
    // Other likes stay.
    expect(await likesBetween(a.user.id, bystander.user.id)).toHaveLength(1)
  })

  it('unblocks, idempotently; the old likes do not come back', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    await a.client.post('/api/likes.php', { profile: b.user.id })
    await blockOf(a, b.user.id)
    await expectSameTwice(() => unblockOf(a, b.user.id), { blocked: false })
    expect(await blockRows(a.user.id, b.user.id)).toHaveLength(0)
    expect(await likesBetween(a.user.id, b.user.id)).toHaveLength(0)
    // Visible to each other again.
    expect((await b.client.get(`/api/member.php?id=${a.user.id}`)).statusCode).toBe(200)
    expect((await b.client.post('/api/likes.php', { profile: a.user.id })).statusCode).toBe(200)
  })

  it('hides the two from each other: member page, likes', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    await blockOf(a, b.user.id)
    const page = await b.client.get(`/api/member.php?id=${a.user.id}`)
    expect(page.statusCode).toBe(404)
    expect(errorOf(page).code).toBe('member.not_found')
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const like = await from.client.post('/api/likes.php', { profile: to.user.id })
      expect(like.statusCode).toBe(404)
      const list = (await from.client.get('/api/likes.php')).json<LikesResponse>()
      expect([...list.profiles, ...list.liked_by].map((card) => card.id)).not.toContain(to.user.id)
    }
  })

  it('lets a member remove their block even when the other blocked back or left', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    await blockOf(a, b.user.id)
    // b cannot block a through the call (a's page is closed to b) ...
    expect((await blockOf(b, a.user.id)).statusCode).toBe(404)
    // ... but a block b set earlier must not trap a's own block.
    await app.db.insert(blocks).values({ blockerId: b.user.id, blockedId: a.user.id })
    expect((await unblockOf(a, b.user.id)).statusCode).toBe(200)
    expect(await blockRows(a.user.id, b.user.id)).toHaveLength(0)

    const c = await signUp(app)
    await blockOf(a, c.user.id)
    await c.client.delete('/api/user.php', { password: c.password })
    expect((await unblockOf(a, c.user.id)).statusCode).toBe(200)
    expect(await blockRows(a.user.id, c.user.id)).toHaveLength(0)
  })

  it('refuses blocking yourself (400 block.self) and unknown or deleted members (404)', async () => {
    const member = await signUp(app)
    for (const response of [
      await blockOf(member, member.user.id),
      await unblockOf(member, member.user.id),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('block.self')
    }
    const leaving = await signUp(app)
    await leaving.client.delete('/api/user.php', { password: leaving.password })
    for (const response of [
      await blockOf(member, Number.MAX_SAFE_INTEGER),
      await unblockOf(member, Number.MAX_SAFE_INTEGER),
      await blockOf(member, leaving.user.id),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).code).toBe('member.not_found')
    }
  })

  it('needs a login: 403 auth.required', async () => {
    const target = await signUp(app)
    const visitor = new TestClient(app)
    for (const response of [
      await visitor.post('/api/block.php', { profile: target.user.id }),
      await visitor.delete('/api/block.php', { profile: target.user.id }),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('auth.required')
    }
  })

  it('acts only for the logged-in member, whatever the body says', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const c = await signUp(app)
    await a.client.post('/api/block.php', { profile: c.user.id, blocker: b.user.id })
    expect(await blockRows(a.user.id, c.user.id)).toHaveLength(1)
    expect(await blockRows(b.user.id, c.user.id)).toHaveLength(0)
    await blockOf(b, c.user.id)
    await a.client.delete('/api/block.php', { profile: c.user.id, blocker: b.user.id })
    expect(await blockRows(b.user.id, c.user.id)).toHaveLength(1)
  })

  it.each(['POST', 'DELETE'] as const)(
    '%s answers bad bodies with 4xx, never 5xx',
    async (method) => {
      const member = await signUp(app)
      const bodies: Array<[string | undefined, string | undefined]> = [
        [JSON.stringify({ profile: 'x' }), 'application/json'],
        [JSON.stringify({ profile: -1 }), 'application/json'],
        ['{"profile": 99999999999999999999}', 'application/json'],
        ['{}', 'application/json'],
        ['{"profile": ', 'application/json'],
        ['', 'application/json'],
        [undefined, undefined],
        ['[]', 'application/json'],
      ]
      for (const [payload, type] of bodies) {
        const response = await member.client.request({
          method,
          url: '/api/block.php',
          payload,
          headers: type === undefined ? {} : { 'content-type': type },
        })
        expect(response.statusCode, `${payload}: ${response.body}`).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${payload}: ${response.body}`).toBeLessThan(500)
      }
    },
  )
})

describe('GET /api/block.php (issue 28 §4)', () => {
  const listOf = async (member: Member) => {
    const response = await member.client.get('/api/block.php')
    expect(response.statusCode).toBe(200)
    return response.json<BlockedMembersResponse>().profiles
  }

  it('lists the members I blocked, newest first, with name and photo; unblocking removes one', async () => {
    const a = await signUp(app)
    const first = await signUp(app, { name: 'First Blocked' })
    const second = await signUp(app, { name: 'Second Blocked' })
    const blocker = await signUp(app)
    expect(await listOf(a)).toEqual([])
    await blockOf(a, first.user.id)
    await blockOf(a, second.user.id)
    // Someone blocking A is not A's block, and is not listed.
    await blockOf(blocker, a.user.id)

    const list = await listOf(a)
    expect(list.map((card) => [card.id, card.name])).toEqual([
      [second.user.id, 'Second Blocked'],
      [first.user.id, 'First Blocked'],
    ])
    expect(list[0]).toMatchObject({ main_image: null, fictional: false })
    expect(Date.parse(list[0]?.blocked_at ?? '')).toBeGreaterThan(Date.now() - 60_000)

    await unblockOf(a, second.user.id)
    expect((await listOf(a)).map((card) => card.id)).toEqual([first.user.id])
    expect((await listOf(blocker)).map((card) => card.id)).toEqual([a.user.id])
  })

  it('leaves out a blocked member who deleted the account', async () => {
    const a = await signUp(app)
    const gone = await signUp(app)
    await blockOf(a, gone.user.id)
    await gone.client.delete('/api/user.php', { password: gone.password })
    expect(await listOf(a)).toEqual([])
  })

  it('needs a login: 403 auth.required', async () => {
    const response = await new TestClient(app).get('/api/block.php')
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.required')
  })
})
