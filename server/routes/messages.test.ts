import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ChatsResponse,
  Message,
  MessagesResponse,
  SendMessageResponse,
} from '../../src/contract/chat'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import { creditLedger, memberEvents, messages } from '../db/schema'
import { deleteAccount } from '../domain/accounts/delete-account'
import { banMember } from '../domain/admin/bans'
import { setOperator } from '../domain/admin/operators'
import { checkLedger } from '../domain/credits/ledger-check'
import { creditBalance, setCreditBalance } from '../domain/credits/credit-balance'
import { signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { insertMembers } from '../test/fixtures'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

/** The default site's credits per message (minimum_message_costs, NL). */
const COST = 10

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

async function pair(credits = 100): Promise<{ a: Member; b: Member; chat: number }> {
  const [a, b] = [await signUp(app), await signUp(app)]
  await setCreditBalance(app.db, a.user.id, credits, 'test_grant')
  const response = await a.client.get(`/api/chat.php?profile=${b.user.id}`)
  return { a, b, chat: response.json<{ id: number }>().id }
}

const send = (from: Member, conversation: number, text: string, clientId = randomUUID()) =>
  from.client.post('/api/messages.php', { conversation, client_id: clientId, text })

const storedOf = (conversation: number) =>
  app.db.select().from(messages).where(eq(messages.conversationId, conversation))

async function listOf(member: Member) {
  return (await member.client.get('/api/chats.php')).json<ChatsResponse>().chats
}

describe('POST /api/messages.php', () => {
  it('stores the trimmed text, debits its cost in the same step, and reaches the other list', async () => {
    const { a, b, chat } = await pair()
    const response = await send(a, chat, '  Hoi Bea!  ')
    expect(response.statusCode, response.body).toBe(200)
    const sent = response.json<SendMessageResponse>()
    expect(sent).toMatchObject({ cost: COST, balance: 100 - COST })
    expect(sent.message).toMatchObject({ conversation: chat, sender: a.user.id, text: 'Hoi Bea!' })
    const debits = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, a.user.id), eq(creditLedger.reason, 'message')))
    expect(debits).toEqual([expect.objectContaining({ delta: -COST, messageId: sent.message.id })])
    const [item] = await listOf(b)
    expect([item?.num_unread_messages, item?.last_message?.text]).toEqual([1, 'Hoi Bea!'])
  })

  it('stores a message once however often its client id is sent, one after another or at once', async () => {
    const { a, chat } = await pair()
    const key = randomUUID()
    const first = (await send(a, chat, 'Once', key)).json<SendMessageResponse>()
    const again = (await send(a, chat, 'Once', key)).json<SendMessageResponse>()
    expect(again).toEqual({ message: first.message, cost: 0, balance: 100 - COST })
    const racedKey = randomUUID()
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => send(a, chat, 'Ten at once', racedKey)),
    )
    expect(raced.map((response) => response.statusCode)).toEqual(Array(10).fill(200))
    const ids = new Set(raced.map((response) => response.json<SendMessageResponse>().message.id))
    expect(ids.size).toBe(1)
    expect(await storedOf(chat)).toHaveLength(2)
    expect(await creditBalance(app.db, a.user.id)).toBe(100 - 2 * COST)
  })

  it('with credits for exactly N messages, 3N sends at once store N and leave 0', async () => {
    const n = 4
    const { a, chat } = await pair(n * COST)
    const responses = await Promise.all(
      Array.from({ length: 3 * n }, (_, i) => send(a, chat, `Message ${i}`)),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(n)
    expect(statuses.filter((status) => status === 402)).toHaveLength(2 * n)
    const refused = responses.find((response) => response.statusCode === 402)
    expect(refused && errorOf(refused)).toMatchObject({
      code: 'chat.insufficient_credits',
      details: { cost: COST, balance: 0 },
    })
    expect(await storedOf(chat)).toHaveLength(n)
    expect(await creditBalance(app.db, a.user.id)).toBe(0)
  })

  it('refuses too few credits, a reused client id, strangers, blocks and bad input, storing nothing', async () => {
    const { a, b, chat } = await pair(COST - 1)
    const poor = await send(a, chat, 'Hi')
    expect([poor.statusCode, errorOf(poor).details]).toEqual([
      402,
      { cost: COST, balance: COST - 1 },
    ])

    await setCreditBalance(app.db, a.user.id, 100, 'test_grant')
    const key = randomUUID()
    await send(a, chat, 'First text', key)
    const reused = await send(a, chat, 'Another text', key)
    expect([reused.statusCode, errorOf(reused).code]).toEqual([409, 'chat.client_id_reused'])

    const stranger = await signUp(app)
    await setCreditBalance(app.db, stranger.user.id, 100, 'test_grant')
    const notTheirs = await send(stranger, chat, 'Let me in')
    expect([notTheirs.statusCode, errorOf(notTheirs).code]).toEqual([404, 'chat.not_found'])

    for (const body of [
      { conversation: chat, client_id: randomUUID(), text: '   ' },
      { conversation: chat, client_id: randomUUID(), text: 'x'.repeat(2001) },
      { conversation: chat, client_id: 'not-a-uuid', text: 'Hi' },
      { conversation: chat, text: 'Hi' },
      { conversation: 'x', client_id: randomUUID(), text: 'Hi' },
      { conversation: chat, client_id: randomUUID(), text: 'Hi', extra: 1 },
    ]) {
      expect(
        (await a.client.post('/api/messages.php', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400)
    }

    await b.client.post('/api/block.php', { profile: a.user.id })
    const blocked = await send(a, chat, 'Still there?')
    expect([blocked.statusCode, errorOf(blocked).code]).toEqual([403, 'chat.blocked'])
    expect((await storedOf(chat)).map((row) => row.body)).toEqual(['First text'])
    expect(await creditBalance(app.db, a.user.id)).toBe(100 - COST)
  })

  it('never charges a message to a fictional profile: nobody reads it', async () => {
    const [fictional = 0] = await insertMembers(app.db, [{ name: 'Demo', fictional: true }])
    const a = await signUp(app)
    await setCreditBalance(app.db, a.user.id, COST - 1, 'test_grant')
    const chat = (await a.client.get(`/api/chat.php?profile=${fictional}`)).json<{ id: number }>()
    const response = await send(a, chat.id, 'Hoi')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<SendMessageResponse>()).toMatchObject({ cost: 0, balance: COST - 1 })
    const debits = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, a.user.id), eq(creditLedger.reason, 'message')))
    expect(debits).toEqual([])
  })

  it('refuses a message to a member who left or was banned, before any debit, with the reason', async () => {
    const left = await pair()
    await deleteAccount(app.db, app.media, left.b.user.id, left.b.email)
    const toLeft = await send(left.a, left.chat, 'Hallo?')
    expect([toLeft.statusCode, errorOf(toLeft).code]).toEqual([410, 'chat.member_left'])

    const removed = await pair()
    await banMember(app.db, left.a.user.id, removed.b.user.id, {
      ground: 'scam',
      reason: 'test ban',
    })
    const toRemoved = await send(removed.a, removed.chat, 'Hallo?')
    expect([toRemoved.statusCode, errorOf(toRemoved).code]).toEqual([410, 'chat.member_removed'])

    for (const { a, chat } of [left, removed]) {
      expect(await storedOf(chat)).toEqual([])
      expect(await creditBalance(app.db, a.user.id)).toBe(100)
    }
  })
})

describe('credits returned for messages nobody will read', () => {
  /** A sends three paid messages to B, who reads the first. */
  async function threeToB() {
    const { a, b, chat } = await pair()
    const sent: Message[] = []
    for (const text of ['Een', 'Twee', 'Drie']) {
      sent.push((await send(a, chat, text)).json<SendMessageResponse>().message)
    }
    const read = await b.client.post('/api/messages_read.php', {
      conversation: chat,
      message: sent[0]?.id,
    })
    expect(read.statusCode, read.body).toBe(200)
    expect(await creditBalance(app.db, a.user.id)).toBe(100 - 3 * COST)
    return { a, b, chat, sent }
  }

  const returnsTo = (member: Member) =>
    app.db
      .select({ message: creditLedger.messageId, delta: creditLedger.delta })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.memberId, member.user.id), eq(creditLedger.reason, 'message_return')),
      )

  it('gives back the unread ones, once, when the reader deletes the account', async () => {
    const { a, b, chat, sent } = await threeToB()
    const deleted = await b.client.delete('/api/user.php', { password: b.password })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await returnsTo(a)).toEqual(
      sent.slice(1).map((message) => ({ message: message.id, delta: COST })),
    )
    expect(await creditBalance(app.db, a.user.id)).toBe(100 - COST)
    // The sender's live channel hears the new balance.
    const [event] = await app.db
      .select({ data: memberEvents.data })
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, a.user.id), eq(memberEvents.type, 'balance')))
      .orderBy(desc(memberEvents.id))
      .limit(1)
    expect(event?.data).toEqual({ balance: 100 - COST })
    // The sender reads which ones came back, in the conversation.
    const page = (
      await a.client.get(`/api/messages.php?conversation=${chat}`)
    ).json<MessagesResponse>()
    expect(page.messages.map((message) => [message.text, message.returned])).toEqual([
      ['Drie', COST],
      ['Twee', COST],
      ['Een', undefined],
    ])
    expect((await checkLedger(app.db)).problems).toEqual([])
    // The conversation stays in the sender's list, readable, marked as left, without a photo.
    const [item] = await listOf(a)
    expect(item).toMatchObject({ conversation: chat, left: 'deleted' })
    expect(item?.profile).toMatchObject({ id: b.user.id, main_image: null, online: false })
  })

  it('gives back the unread ones, once, when the reader is banned, however often', async () => {
    const { a, b } = await threeToB()
    const operator = await signUp(app)
    await setOperator(app.db, operator.email, true)
    for (let time = 0; time < 2; time++) {
      const ban = await operator.client.post('/api/admin/ban.php', {
        member: b.user.id,
        ground: 'scam',
        reason: 'Asked for money',
      })
      expect(ban.statusCode, ban.body).toBe(200)
    }
    expect(await returnsTo(a)).toHaveLength(2)
    expect(await creditBalance(app.db, a.user.id)).toBe(100 - COST)
    expect((await listOf(a))[0]).toMatchObject({ left: 'removed' })
    // Nothing returned twice when the account is deleted after the ban, either.
    await deleteAccount(app.db, app.media, b.user.id, b.email)
    expect(await returnsTo(a)).toHaveLength(2)
    expect((await checkLedger(app.db)).problems).toEqual([])
  })
})

describe('GET /api/messages.php and POST /api/messages_read.php', () => {
  it('pages newest first, before and after a message, and counts what is read', async () => {
    const { a, b, chat } = await pair(40 * COST)
    const ids: number[] = []
    for (let i = 0; i < 35; i += 1) {
      ids.push((await send(a, chat, `Message ${i}`)).json<SendMessageResponse>().message.id)
    }
    const page = (query: string) =>
      b.client.get(`/api/messages.php?conversation=${chat}${query}`).then((response) => {
        expect(response.statusCode, response.body).toBe(200)
        return response.json<MessagesResponse>()
      })
    const newest = await page('')
    expect(newest.messages.map((message) => message.id)).toEqual(ids.slice(5).reverse())
    expect(newest.has_more).toBe(true)
    const older = await page(`&before=${ids[5]}`)
    expect(older.has_more).toBe(false)
    expect(older.messages.map((message) => message.id)).toEqual(ids.slice(0, 5).reverse())
    const newer = await page(`&after=${ids[32]}`)
    expect(newer.messages.map((message) => message.id)).toEqual([ids[34], ids[33]])

    const read = (message: number) =>
      b.client.post('/api/messages_read.php', { conversation: chat, message })
    expect((await read(ids[29] ?? 0)).json()).toEqual({ num_unread_messages: 5 })
    expect((await read(ids[34] ?? 0)).json()).toEqual({ num_unread_messages: 0 })
    // Never backwards.
    expect((await read(ids[0] ?? 0)).json()).toEqual({ num_unread_messages: 0 })
    expect((await listOf(b))[0]?.num_unread_messages).toBe(0)

    const stranger = await signUp(app)
    const peek = await stranger.client.get(`/api/messages.php?conversation=${chat}`)
    expect([peek.statusCode, errorOf(peek).code]).toEqual([404, 'chat.not_found'])
    const mark = await stranger.client.post('/api/messages_read.php', {
      conversation: chat,
      message: ids[0],
    })
    expect([mark.statusCode, errorOf(mark).code]).toEqual([404, 'chat.not_found'])
    const both = await b.client.get(`/api/messages.php?conversation=${chat}&before=5&after=1`)
    expect(both.statusCode).toBe(400)
  })
})
