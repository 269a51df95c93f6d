// The notification centre and its settings: what a member finds there (likes, chats with the
// partner's messages, credits that landed, account notices), newest first; what is unseen
// until they look; who leaves it; and the settings' defaults, changes and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationSettings, NotificationsResponse } from '../../src/contract/notifications'
import type { App } from '../app'
import { setCreditBalance } from '../domain/credits/credit-balance'
import {
  linkPath,
  mailTo,
  sendMessage,
  signUp,
  TestClient,
  uniqueEmail,
  type Member,
} from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(async () => {
  await app.close()
})

async function centre(member: Member): Promise<NotificationsResponse> {
  const response = await member.client.get('/api/notifications.php')
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toContain('no-store')
  return response.json<NotificationsResponse>()
}

const ids = (response: NotificationsResponse) => response.items.map((item) => item.id)

describe('GET /api/notifications.php', () => {
  it('lists likes, chats and credits newest first, unseen until the member looks', async () => {
    const [me, sanne, piet] = [await signUp(app), await signUp(app), await signUp(app)]
    await setCreditBalance(app.db, sanne.user.id, 100, 'test_grant')
    expect(await centre(me)).toEqual({ items: [], unseen: 0 })

    await sanne.client.post('/api/likes.php', { profile: me.user.id })
    const chat = await sendMessage(sanne, me, 'Hoi!')
    await sendMessage(sanne, me, 'Ben je er?')
    await setCreditBalance(app.db, me.user.id, 25, 'gift')
    const first = await centre(me)
    expect(ids(first)).toEqual([
      expect.stringMatching(/^credits-\d+$/),
      `chat-${chat}`,
      `like-${sanne.user.id}`,
    ])
    expect(first.unseen).toBe(3)
    expect(first.items[0]).toMatchObject({ type: 'credits', amount: 25, reason: 'gift' })
    expect(first.items[1]).toMatchObject({
      type: 'message',
      conversation: chat,
      unread: 2,
      seen: false,
      member: { id: sanne.user.id, name: sanne.user.profile.name, fictional: false },
    })

    expect((await me.client.post('/api/notifications.php', {})).statusCode).toBe(204)
    const looked = await centre(me)
    expect(looked.unseen).toBe(0)
    expect(looked.items.every((item) => item.seen)).toBe(true)

    await piet.client.post('/api/likes.php', { profile: me.user.id })
    const after = await centre(me)
    expect(after.unseen).toBe(1)
    expect(after.items[0]).toMatchObject({ id: `like-${piet.user.id}`, seen: false })

    // A member's own messages are not news: Sanne's centre has no chat with me.
    expect(ids(await centre(sanne))).not.toContain(`chat-${chat}`)
  })

  it('marks seen only what the page showed (until), never back, never ahead of now', async () => {
    const [me, a, b] = [await signUp(app), await signUp(app), await signUp(app)]
    await a.client.post('/api/likes.php', { profile: me.user.id })
    const shown = await centre(me)
    const until = shown.items[0]?.at ?? ''
    // b's like came while the page loaded: it stays new
    await b.client.post('/api/likes.php', { profile: me.user.id })
    expect((await me.client.post('/api/notifications.php', { until })).statusCode).toBe(204)
    const after = await centre(me)
    expect(after.items.map((item) => [item.id, item.seen])).toEqual([
      [`like-${b.user.id}`, false],
      [`like-${a.user.id}`, true],
    ])
    // an older page's late call changes nothing; a time ahead of the clock counts as now
    await me.client.post('/api/notifications.php', { until: '2020-01-01T00:00:00.000Z' })
    expect((await centre(me)).unseen).toBe(1)
    await me.client.post('/api/notifications.php', { until: '2999-01-01T00:00:00.000Z' })
    expect((await centre(me)).unseen).toBe(0)
    const c = await signUp(app)
    await c.client.post('/api/likes.php', { profile: me.user.id })
    expect((await centre(me)).unseen).toBe(1)
    const bad = await me.client.post('/api/notifications.php', { until: 'yesterday' })
    expect(bad.statusCode).toBe(400)
  })

  it('drops members who blocked or were blocked, and chats the member hid', async () => {
    const [me, a, b] = [await signUp(app), await signUp(app), await signUp(app)]
    await setCreditBalance(app.db, a.user.id, 100, 'test_grant')
    await a.client.post('/api/likes.php', { profile: me.user.id })
    await b.client.post('/api/likes.php', { profile: me.user.id })
    const chat = await sendMessage(a, me, 'Hallo')
    expect((await me.client.post('/api/block.php', { profile: b.user.id })).statusCode).toBe(200)
    expect(ids(await centre(me))).toEqual([`chat-${chat}`, `like-${a.user.id}`])
    const hidden = await me.client.delete('/api/chat.php', { conversation: chat })
    expect(hidden.statusCode, hidden.body).toBeLessThan(300)
    expect(ids(await centre(me))).toEqual([`like-${a.user.id}`])
  })

  it('tells of account changes: a new email, the old one put back, a new password', async () => {
    const me = await signUp(app, { language: 'nl' })
    const newEmail = uniqueEmail('notice')
    await me.client.post('/api/mail_change.php', { email: newEmail, password: me.password })
    const confirm = await mailTo(app, newEmail, 'mail_change')
    const undo = await mailTo(app, me.email, 'mail_change_undo')
    const token = new URL(confirm.links[0] ?? '').searchParams.get('token')
    const confirmed = await new TestClient(app).post('/api/mail_change.php?confirm=1', { token })
    expect(confirmed.statusCode).toBe(200)
    // (confirming the address activated the account too: the welcome credits landed with it)
    expect((await centre(me)).items.find((item) => item.type === 'notice')).toMatchObject({
      type: 'notice',
      notice: 'email_changed',
      email: newEmail,
    })
    // "This was not me": every session ends; logged in again, the member finds why.
    await new TestClient(app).get(linkPath(undo))
    const again = new TestClient(app)
    const login = await again.post('/api/login.php', { email: me.email, password: me.password })
    expect(login.statusCode, login.body).toBe(200)
    const changed = await again.put('/api/password.php', {
      current_password: me.password,
      new_password: 'a much better password',
    })
    expect(changed.statusCode, changed.body).toBeLessThan(300)
    const notices = (await centre({ ...me, client: again })).items.filter(
      (item) => item.type === 'notice',
    )
    expect(notices.map((item) => item.type === 'notice' && item.notice)).toEqual([
      'password_changed',
      'email_restored',
      'email_changed',
    ])
  })

  it('answers a visitor 403 auth.required', async () => {
    const response = await new TestClient(app).get('/api/notifications.php')
    expect(response.statusCode).toBe(403)
    expect(response.json<{ error: { code: string } }>().error.code).toBe('auth.required')
  })
})

describe('/api/notification_settings.php', () => {
  it('answers the defaults, changes what the body names and keeps the rest', async () => {
    const me = await signUp(app)
    const defaults: NotificationSettings = {
      push_messages: true,
      push_likes: true,
      previews: false,
      mail_messages: 'daily',
      mail_likes: 'daily',
    }
    expect((await me.client.get('/api/notification_settings.php')).json()).toEqual(defaults)
    const first = await me.client.put('/api/notification_settings.php', {
      previews: true,
      mail_likes: 'never',
    })
    expect(first.json()).toEqual({ ...defaults, previews: true, mail_likes: 'never' })
    const second = await me.client.put('/api/notification_settings.php', { push_likes: false })
    expect(second.json()).toEqual({
      ...defaults,
      previews: true,
      mail_likes: 'never',
      push_likes: false,
    })
    expect((await me.client.get('/api/notification_settings.php')).json()).toEqual(second.json())
  })

  it('refuses an empty change, unknown keys and values out of the contract (400)', async () => {
    const me = await signUp(app)
    for (const body of [{}, { mail_likes: 'weekly' }, { previews: 'yes' }, { sound: true }]) {
      const response = await me.client.put('/api/notification_settings.php', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json<{ error: { code: string } }>().error.code).toBe('validation_failed')
    }
  })
})
