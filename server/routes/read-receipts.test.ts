// Private read receipts (issue 32 §5, PUT /api/read_receipts.php): a member who switches them on
// sends none — reading moves only their own unread count and their other tabs — and, as with
// Matrix's private receipts, is shown none of the other member's. Switched off, both come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessagesResponse } from '../../src/contract/chat'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { chatPair, sendText } from '../test/chats'
import { listening, liveChannel, type SseClient } from '../test/sse'

let app: App
let base: string
const open: SseClient[] = []
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  base = await listening(app)
})
afterAll(async () => {
  for (const stream of open) stream.close()
  await app.close()
})

async function channel(member: Member) {
  const stream = await liveChannel(base, member)
  open.push(stream)
  expect((await stream.next()).event).toBe('ready')
  return stream
}

async function read(member: Member, conversation: number, message: number) {
  const response = await member.client.post('/api/messages_read.php', { conversation, message })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ num_unread_messages: number }>().num_unread_messages
}

/** The stream's next read event (past the message and balance events of a send). */
async function nextRead(stream: SseClient) {
  for (;;) {
    const event = await stream.next()
    if (event.event === 'read') return event
  }
}

async function partnerRead(member: Member, conversation: number) {
  const response = await member.client.get(`/api/messages.php?conversation=${conversation}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<MessagesResponse>().partner_read
}

async function setPrivate(member: Member, value: boolean) {
  const response = await member.client.put('/api/read_receipts.php', { private: value })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json()).toEqual({ private_receipts: value })
}

describe('PUT /api/read_receipts.php', () => {
  it('keeps a reader with private receipts to themselves: no mark, no event for the writer', async () => {
    const { a, b, chat } = await chatPair(app)
    await setPrivate(b, true)
    const user = await b.client.get('/api/user.php')
    expect(user.json<UserResponse>().private_receipts).toBe(true)
    const first = await sendText(a, chat, 'Gelezen?')
    const [toA, toB] = [await channel(a), await channel(b)]
    // B's own count and other tabs follow the reading …
    expect(await read(b, chat, first.id)).toBe(0)
    const own = { conversation: chat, member: b.user.id, message: first.id }
    expect(await toB.next()).toMatchObject({ event: 'read', data: own })
    // … A hears nothing and sees no mark.
    expect(await toA.quiet()).toEqual([])
    expect(await partnerRead(a, chat)).toBe(0)

    // Switched off, reading is shown again.
    await setPrivate(b, false)
    const second = await sendText(a, chat, 'En nu?')
    await read(b, chat, second.id)
    const shown = { conversation: chat, member: b.user.id, message: second.id }
    expect(await nextRead(toA)).toMatchObject({ data: shown })
    expect(await partnerRead(a, chat)).toBe(second.id)
  })

  it('shows a member with private receipts none of the other member’s reading', async () => {
    const { a, b, chat } = await chatPair(app)
    const message = await sendText(a, chat, 'Hallo')
    await read(b, chat, message.id)
    expect(await partnerRead(a, chat)).toBe(message.id)
    await setPrivate(a, true)
    expect(await partnerRead(a, chat)).toBe(0)
    const toA = await channel(a)
    const next = await sendText(a, chat, 'Nog een')
    await read(b, chat, next.id)
    expect((await toA.quiet()).filter((event) => event.event === 'read')).toEqual([])
    expect(await partnerRead(a, chat)).toBe(0)
  })

  it('asks for a login and a boolean', async () => {
    const [member] = [await signUp(app)]
    const wrong = await member.client.put('/api/read_receipts.php', { private: 'yes' })
    expect(wrong.statusCode).toBe(400)
    const user = await member.client.get('/api/user.php')
    expect(user.json<UserResponse>().private_receipts).toBe(false)
  })
})
