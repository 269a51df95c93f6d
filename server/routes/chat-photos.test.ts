// Photos in chat (issue 32 §3): POST/GET /api/message_photo.php and PUT /api/chat_photos.php —
// re-encoded without EXIF, paid as a message once per client id (the retry, the race and the
// refusal leave no second message, debit or file), seen by the conversation's members and an
// operator it was reported to, never through /media, in the export, gone with the account.
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatsResponse, Message, SendMessageResponse } from '../../src/contract/chat'
import type { AdminCase } from '../../src/contract/admin'
import type { App } from '../app'
import { messages } from '../db/schema'
import { setOperator } from '../domain/admin/operators'
import { creditBalance, setCreditBalance } from '../domain/credits/credit-balance'
import { gatherMemberData } from '../domain/export/gather'
import { signUp, userOf, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { chatPair, sendText } from '../test/chats'
import { distinctPicture, solidImage } from '../test/images'
import { filePart, postMultipart } from '../test/multipart'
import { errorOf } from '../test/responses'

/** The default site's credits per message (minimum_message_costs, NL). */
const COST = 10

let app: App
let photo: Buffer
beforeAll(async () => {
  app = await buildTestApp()
  // A phone's photo: larger than a chat shows, with a camera note and a GPS position.
  photo = await sharp(await distinctPicture(7, { exif: true }))
    .resize(1500, 2000)
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer()
})
afterAll(() => app.close())

const sendPhoto = (from: Member, conversation: number, clientId = randomUUID(), data = photo) =>
  postMultipart(
    from.client,
    `/api/message_photo.php?conversation=${conversation}&client_id=${clientId}`,
    [filePart(data, 'photo.jpg', 'image/jpeg', 'photo')],
  )

const chatFiles = (member: Member) => {
  const folder = path.join(app.config.DATA_DIR, 'media', 'chat', String(member.user.id))
  try {
    return readdirSync(folder).sort()
  } catch {
    return []
  }
}

const photoOf = (member: Member, message: number, view = 'full') =>
  member.client.get(`/api/message_photo.php?message=${message}&view=${view}`)

describe('POST /api/message_photo.php', () => {
  it('stores the photo re-encoded without EXIF, costs a message, and shows it to both members only', async () => {
    const { a, b, chat } = await chatPair(app)
    const response = await sendPhoto(a, chat)
    expect(response.statusCode, response.body).toBe(200)
    const sent = response.json<SendMessageResponse>()
    expect(sent).toMatchObject({ cost: COST, balance: 100 - COST })
    expect(sent.message).toMatchObject({ text: '', photo: { width: 960, height: 1280 } })
    expect(chatFiles(a)).toHaveLength(2)

    const full = await photoOf(b, sent.message.id)
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/jpeg')
    expect(full.headers['cache-control']).toMatch(/^private/)
    const shown = await sharp(full.rawPayload).metadata()
    expect([shown.format, shown.width, shown.height]).toEqual(['jpeg', 960, 1280])
    expect(shown.exif).toBeUndefined()
    expect(full.rawPayload.toString('latin1')).not.toContain('SecretCam')
    const blurred = await sharp(
      (await photoOf(b, sent.message.id, 'blurred')).rawPayload,
    ).metadata()
    expect([blurred.width, blurred.height]).toEqual([240, 320])
    expect((await photoOf(a, sent.message.id)).statusCode).toBe(200)

    // Nobody else, and never through the public /media route.
    const stranger = await signUp(app)
    expect(errorOf(await photoOf(stranger, sent.message.id)).code).toBe('chat.photo_not_found')
    const [file] = chatFiles(a)
    const media = await app.inject({ url: `/media/chat/${a.user.id}/${file ?? ''}` })
    expect(media.statusCode).toBe(404)

    // The list previews it as a photo; the page of messages carries its size.
    const list = (await b.client.get('/api/chats.php')).json<ChatsResponse>().chats
    expect(list[0]?.last_message).toMatchObject({ text: '', photo: true })
    const page = await b.client.get(`/api/messages.php?conversation=${chat}`)
    expect(page.json<{ messages: Message[] }>().messages[0]?.photo).toEqual({
      width: 960,
      height: 1280,
    })
  })

  it('is sent once per client id: a retry, a race and a refusal leave one message, one debit, one photo', async () => {
    const { a, chat } = await chatPair(app)
    const key = randomUUID()
    const answers = await Promise.all([1, 2, 3].map(() => sendPhoto(a, chat, key)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    const ids = new Set(answers.map((answer) => answer.json<SendMessageResponse>().message.id))
    expect(ids.size).toBe(1)
    expect(await creditBalance(app.db, a.user.id)).toBe(100 - COST)
    expect(chatFiles(a)).toHaveLength(2)

    // A retry after a lost answer: answered before its body is read, at no cost.
    const retry = await sendPhoto(a, chat, key, Buffer.from('never read'))
    expect(retry.json<SendMessageResponse>()).toMatchObject({ cost: 0, balance: 100 - COST })
    // The same key for a text is another message: refused.
    const text = await a.client.post('/api/messages.php', {
      conversation: chat,
      client_id: key,
      text: 'hello',
    })
    expect(errorOf(text).code).toBe('chat.client_id_reused')

    // Too few credits: nothing stored, and the picture is not kept either.
    await setCreditBalance(app.db, a.user.id, COST - 1, 'test_grant')
    const poor = await sendPhoto(a, chat)
    expect(poor.statusCode).toBe(402)
    expect(errorOf(poor).details).toEqual({ cost: COST, balance: COST - 1 })
    expect(chatFiles(a)).toHaveLength(2)
    const stored = await app.db.select().from(messages).where(eq(messages.conversationId, chat))
    expect(stored).toHaveLength(1)
  })

  it('refuses what is no PNG or JPEG, a conversation not theirs and bad queries, with 4xx', async () => {
    const { a, b, chat } = await chatPair(app)
    const gif = await solidImage('gif', 20, 20)
    const notImage = await sendPhoto(a, chat, randomUUID(), gif)
    expect([notImage.statusCode, errorOf(notImage).code]).toEqual([415, 'image.unsupported_type'])
    const stranger = await signUp(app)
    await setCreditBalance(app.db, stranger.user.id, 100, 'test_grant')
    const foreign = await sendPhoto(stranger, chat)
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([404, 'chat.not_found'])
    const noKey = await postMultipart(a.client, `/api/message_photo.php?conversation=${chat}`, [
      filePart(photo),
    ])
    expect(noKey.statusCode).toBe(400)
    const json = await a.client.post(
      `/api/message_photo.php?conversation=${chat}&client_id=${randomUUID()}`,
      { photo: 'data' },
    )
    expect(json.statusCode).toBe(415)
    expect(chatFiles(a)).toEqual([])
    // A text message has no photo to fetch.
    const said = await sendText(b, chat, 'hi')
    expect((await photoOf(a, said.id)).statusCode).toBe(404)
    expect((await photoOf(a, said.id, 'sharp')).statusCode).toBe(400)
  })
})

describe('a photo reported, exported and deleted with its sender', () => {
  it('an operator sees a reported photo; the export holds the sender’s file; deleting the account deletes it', async () => {
    const { a, b, chat } = await chatPair(app)
    const sent = (await sendPhoto(a, chat)).json<SendMessageResponse>().message
    const operator = await signUp(app)
    await setOperator(app.db, operator.email, true)
    // Not before it is reported to them.
    expect((await photoOf(operator, sent.id)).statusCode).toBe(404)
    const report = await b.client.post('/api/report.php', {
      key: randomUUID(),
      reason: 'inappropriate',
      profile: a.user.id,
      message: sent.id,
    })
    expect(report.statusCode, report.body).toBe(200)
    expect((await photoOf(operator, sent.id)).statusCode).toBe(200)
    const queue = (await operator.client.get('/api/admin/cases.php')).json<{ cases: AdminCase[] }>()
    const reported = queue.cases.find((item) => item.target_message?.id === sent.id)
    expect(reported?.target_message).toMatchObject({ text: '', photo: true })

    const file = chatFiles(a).find((name) => !name.endsWith('-blurred.jpg'))
    const mine = await gatherMemberData(app.db, a.user.id)
    expect(mine?.chatPhotos).toEqual([
      { mediaPath: `chat/${a.user.id}/${file ?? ''}`, file: `chat-photos/${file ?? ''}` },
    ])
    const theirs = await gatherMemberData(app.db, b.user.id)
    expect(theirs?.chatPhotos).toEqual([])
    expect(JSON.stringify(theirs?.data.conversations)).toContain('"photo":true')

    expect((await a.client.delete('/api/user.php', { password: a.password })).statusCode).toBe(200)
    expect(chatFiles(a)).toEqual([])
    expect((await photoOf(b, sent.id)).statusCode).toBe(404)
    const page = await b.client.get(`/api/messages.php?conversation=${chat}`)
    expect(page.json<{ messages: Message[] }>().messages[0]?.photo).toEqual({
      width: 960,
      height: 1280,
      deleted: true,
    })
  })
})

describe('PUT /api/chat_photos.php', () => {
  it('saves whether photos show at once; user.php says so', async () => {
    const member = await signUp(app)
    expect((await userOf(member.client)).show_chat_photos).toBe(false)
    const response = await member.client.put('/api/chat_photos.php', { show: true })
    expect(response.json()).toEqual({ show_chat_photos: true })
    expect((await userOf(member.client)).show_chat_photos).toBe(true)
    expect((await member.client.put('/api/chat_photos.php', { show: 'yes' })).statusCode).toBe(400)
  })
})
