import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatsResponse, MessagesResponse } from '../../src/contract/chat'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import { conversationMembers, conversations, profiles } from '../db/schema'
import { signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { addMessage } from '../test/fixtures'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

async function open(from: Member, to: number): Promise<number> {
  const response = await from.client.get(`/api/chat.php?profile=${to}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ id: number }>().id
}

async function listOf(member: Member): Promise<ChatsResponse['chats']> {
  const response = await member.client.get('/api/chats.php')
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
  return response.json<ChatsResponse>().chats
}

const say = (conversation: number, sender: Member, text: string, at?: Date) =>
  addMessage(app.db, conversation, sender.user.id, text, at)

const hide = (member: Member, body: unknown) => member.client.delete('/api/chat.php', body)

describe('GET /api/chat.php', () => {
  it('makes one conversation per pair, whoever asks and however often', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const first = await open(a, b.user.id)
    expect(await open(a, b.user.id)).toBe(first)
    expect(await open(b, a.user.id)).toBe(first)
    const raced = await Promise.all([open(a, b.user.id), open(b, a.user.id)])
    expect(raced).toEqual([first, first])
    const rows = await app.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, first))
    expect(rows.map((row) => row.memberId).sort()).toEqual([a.user.id, b.user.id].sort())
  })

  it('makes one when both open it at the same moment for the first time', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const ids = await Promise.all([open(a, b.user.id), open(b, a.user.id), open(a, b.user.id)])
    expect(new Set(ids).size).toBe(1)
  })

  it('refuses yourself, unknown and hidden members, and blocks either way', async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)]
    const self = await a.client.get(`/api/chat.php?profile=${a.user.id}`)
    expect([self.statusCode, errorOf(self).code]).toEqual([400, 'chat.self'])
    const unknown = await a.client.get('/api/chat.php?profile=999999999')
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'member.not_found'])
    await app.db.update(profiles).set({ searchable: false }).where(eq(profiles.userId, c.user.id))
    const hidden = await a.client.get(`/api/chat.php?profile=${c.user.id}`)
    expect([hidden.statusCode, errorOf(hidden).code]).toEqual([404, 'member.not_found'])
    // One who deleted their account is gone for good, which the refusal says (issue 28).
    const d = await signUp(app)
    await d.client.delete('/api/user.php', { password: d.password })
    const left = await a.client.get(`/api/chat.php?profile=${d.user.id}`)
    expect([left.statusCode, errorOf(left).code]).toEqual([410, 'chat.member_left'])
    await b.client.post('/api/block.php', { profile: a.user.id })
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const blocked = await from.client.get(`/api/chat.php?profile=${to.user.id}`)
      expect([blocked.statusCode, errorOf(blocked).code]).toEqual([403, 'chat.blocked'])
    }
    expect(
      await app.db.select().from(conversations).where(eq(conversations.startedBy, a.user.id)),
    ).toEqual([])
  })

  it('answers a visitor 403 before reading the query, and bad queries 400', async () => {
    const visitor = await new TestClient(app).get('/api/chat.php')
    expect([visitor.statusCode, errorOf(visitor).code]).toEqual([403, 'auth.required'])
    const a = await signUp(app)
    for (const query of ['', '?profile=', '?profile=abc', '?profile=-3', '?profile=1e99']) {
      const response = await a.client.get(`/api/chat.php${query}`)
      expect(response.statusCode, query).toBe(400)
    }
  })
})

describe('GET /api/chats.php', () => {
  it('lists the conversations, newest activity first, with unread counts and the last message', async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)]
    const withB = await open(a, b.user.id)
    // A opened it: A sees it at once, B only once there is a message.
    expect((await listOf(a)).map((item) => item.conversation)).toEqual([withB])
    expect(await listOf(b)).toEqual([])

    await say(withB, b, 'Hoi!', new Date(Date.now() - 60_000))
    await say(withB, b, 'Zin in koffie?', new Date(Date.now() - 50_000))
    const withC = await open(c, a.user.id)
    await say(withC, c, 'Hello', new Date(Date.now() - 10_000))

    const list = await listOf(a)
    expect(
      list.map((item) => [item.conversation, item.profile.id, item.num_unread_messages]),
    ).toEqual([
      [withC, c.user.id, 1],
      [withB, b.user.id, 2],
    ])
    expect(list[1]?.last_message).toMatchObject({ text: 'Zin in koffie?', mine: false })
    expect(list[1]?.profile.id).toBe(b.user.id)
    const ofB = await listOf(b)
    expect(ofB).toHaveLength(1)
    expect(ofB[0]).toMatchObject({ num_unread_messages: 0, last_message: { mine: true } })
  })

  it('leaves out members who are hidden or blocked either way; keeps one who left, marked', async () => {
    const [a, b, c, d] = [
      await signUp(app),
      await signUp(app),
      await signUp(app),
      await signUp(app),
    ]
    await say(await open(a, b.user.id), a, 'Hi B')
    await say(await open(a, c.user.id), a, 'Hi C')
    const withD = await open(a, d.user.id)
    await say(withD, a, 'Hi D')
    expect(await listOf(a)).toHaveLength(3)
    await c.client.post('/api/block.php', { profile: a.user.id })
    await app.db.update(profiles).set({ searchable: false }).where(eq(profiles.userId, b.user.id))
    await d.client.delete('/api/user.php', { password: d.password })
    expect((await listOf(a)).map((item) => [item.conversation, item.left])).toEqual([
      [withD, 'deleted'],
    ])
    expect(await listOf(c)).toEqual([])
    // What was written stays readable for the one who remains.
    const page = await a.client.get(`/api/messages.php?conversation=${withD}`)
    expect(page.json<MessagesResponse>().messages.map((message) => message.text)).toEqual(['Hi D'])
  })

  it('answers a visitor 403 auth.required', async () => {
    const response = await new TestClient(app).get('/api/chats.php')
    expect([response.statusCode, errorOf(response).code]).toEqual([403, 'auth.required'])
  })
})

describe('DELETE /api/chat.php', () => {
  it('hides a conversation for the asking member only, until a new message', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const id = await open(a, b.user.id)
    await say(id, a, 'Hi', new Date(Date.now() - 60_000))
    const response = await hide(b, { conversation: id })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ hidden: 1 })
    expect(await listOf(b)).toEqual([])
    expect(await listOf(a)).toHaveLength(1)
    await say(id, a, 'Still there?')
    expect((await listOf(b)).map((item) => item.last_message?.text)).toEqual(['Still there?'])
  })

  it('hides every conversation with a member by profile, and shows it again when opened', async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)]
    const withB = await open(a, b.user.id)
    await say(withB, b, 'Hoi')
    await say(await open(a, c.user.id), c, 'Hallo')
    expect((await hide(a, { profile: b.user.id })).json()).toEqual({ hidden: 1 })
    expect((await listOf(a)).map((item) => item.profile.id)).toEqual([c.user.id])
    expect((await hide(a, { profile: 999999999 })).json()).toEqual({ hidden: 0 })
    expect(await open(a, b.user.id)).toBe(withB)
    expect((await listOf(a)).map((item) => item.profile.id).sort()).toEqual(
      [b.user.id, c.user.id].sort(),
    )
  })

  it('shows a hidden conversation again when its newest messages are read, not older ones', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const id = await open(a, b.user.id)
    await say(id, b, 'Hoi')
    await hide(a, { conversation: id })
    const older = await a.client.get(`/api/messages.php?conversation=${id}&before=999999999`)
    expect(older.statusCode, older.body).toBe(200)
    expect(await listOf(a)).toEqual([])
    const newest = await a.client.get(`/api/messages.php?conversation=${id}`)
    expect(newest.statusCode, newest.body).toBe(200)
    expect((await listOf(a)).map((item) => item.profile.id)).toEqual([b.user.id])
    expect((await listOf(b)).map((item) => item.profile.id)).toEqual([a.user.id])
  })

  it("refuses someone else's conversation, yourself, and bad bodies", async () => {
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)]
    const theirs = await open(b, c.user.id)
    await say(theirs, b, 'Private')
    const refused = await hide(a, { conversation: theirs })
    expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'chat.not_found'])
    const views = await app.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, theirs)))
    expect(views.every((view) => view.hiddenAt === null)).toBe(true)
    const self = await hide(a, { profile: a.user.id })
    expect([self.statusCode, errorOf(self).code]).toEqual([400, 'chat.self'])
    for (const body of [
      {},
      { conversation: 'x' },
      { conversation: 1, profile: 2 },
      { conversation: 0 },
      [],
    ]) {
      expect((await hide(a, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    const visitor = await new TestClient(app).delete('/api/chat.php', { conversation: theirs })
    expect([visitor.statusCode, errorOf(visitor).code]).toEqual([403, 'auth.required'])
  })
})
