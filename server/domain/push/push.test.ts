// Pushes end to end: a message or like through the API, the job worker, web-push's encryption
// and VAPID signature, to a push service in the test (server/test/push-receiver.ts) that
// checks the JWT and decrypts the payload with the keys a browser would hold.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { jobs, notificationSettings, pushSubscriptions, sessions, users } from '../../db/schema'
import { signUp, type Member } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { PushReceiver, type TestDevice } from '../../test/push-receiver'
import { markPresent } from '../presence/presence'
import { setCreditBalance } from '../credits/credit-balance'
import type { Locale } from '../../../src/contract/locales'
import { savePushSubscription } from './push-subscriptions'
import type { DeclarativePush } from './push-jobs'

let app: App
let service: PushReceiver
beforeAll(async () => {
  service = await PushReceiver.start()
  app = await buildTestApp({ JOB_WORKER: '1', RATE_LIMIT_FACTOR: '100' })
})
afterAll(async () => {
  await app.close()
  await service.close()
})

async function member(language: Locale = 'en'): Promise<Member> {
  const signed = await signUp(app)
  await app.db.update(users).set({ language }).where(eq(users.id, signed.user.id))
  return signed
}

async function withDevice(of: Member): Promise<TestDevice> {
  const device = service.device()
  await savePushSubscription(app.db, of.user.id, device.subscription)
  return device
}

async function chatBetween(a: Member, b: Member): Promise<number> {
  await setCreditBalance(app.db, a.user.id, 1_000, 'test_grant')
  return (await a.client.get(`/api/chat.php?profile=${b.user.id}`)).json<{ id: number }>().id
}

async function send(from: Member, conversation: number, text: string) {
  const response = await from.client.post('/api/messages.php', {
    conversation,
    client_id: randomUUID(),
    text,
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** The pushes to `device` so far. */
const pushesTo = (device: TestDevice) =>
  service.received.filter((push) => push.device === device.name)

async function nextPushTo(device: TestDevice, timeoutMs = 10_000) {
  const before = pushesTo(device).length
  const deadline = Date.now() + timeoutMs
  while (pushesTo(device).length === before) {
    if (Date.now() > deadline)
      throw new Error(`no push to ${device.name}; ${service.rejected.join('; ')}`)
    await service.waitFor(service.received.length + 1, deadline - Date.now()).catch(() => undefined)
  }
  return pushesTo(device).at(-1) as (typeof service.received)[number]
}

const jobsOf = (memberId: number) =>
  app.db
    .select()
    .from(jobs)
    .where(sql`(${jobs.payload}->>'member')::bigint = ${memberId}`)

describe('message pushes', () => {
  it('pushes a new message, signed and encrypted, in the receiver’s language with the badge', async () => {
    const [a, b] = [await member(), await member('nl')]
    const device = await withDevice(b)
    const chat = await chatBetween(a, b)
    await send(a, chat, 'Hoi, zin in koffie?')
    const push = await nextPushTo(device)
    expect(push.vapidKey).toBe(app.vapid.publicKey)
    expect(push.claims.sub).toBe(app.vapid.subject)
    expect(push.headers).toMatchObject({ urgency: 'high', topic: `chat-${chat}`, ttl: '86400' })
    const payload = push.payload as DeclarativePush
    expect(payload).toEqual({
      web_push: 8030,
      notification: {
        title: `Nieuw bericht van ${a.user.profile.name}`,
        // Previews are off by default: a lock screen shows who, not what.
        body: 'Tik om te lezen.',
        navigate: `${app.config.PUBLIC_URL}/chats/${chat}`,
        tag: `chat-${chat}`,
        lang: 'nl',
        silent: false,
        data: { type: 'message', conversation: chat },
      },
      app_badge: 1,
    })
    // Done: the job is gone once the service took it.
    await waitUntil(async () => (await jobsOf(b.user.id)).length === 0)
  })

  it('makes a burst one notification, with the count and the badge, and previews when allowed', async () => {
    const [a, b] = [await member(), await member('pl')]
    const device = await withDevice(b)
    await app.db.insert(notificationSettings).values({ memberId: b.user.id, previews: true })
    const chat = await chatBetween(a, b)
    for (const text of ['Cześć!', 'Jak się masz?', 'Kawa w sobotę?']) await send(a, chat, text)
    const push = await nextPushTo(device)
    const { notification, app_badge } = push.payload as DeclarativePush
    expect(notification.title).toBe(`3 nowe wiadomości od ${a.user.profile.name}`)
    expect(notification.body).toBe('Kawa w sobotę?')
    expect(app_badge).toBe(3)
    // Nothing else comes for the same burst.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(pushesTo(device)).toHaveLength(1)
  })

  it('pushes nothing when the message was read first, or message pushes are off', async () => {
    const [a, b, c] = [await member(), await member(), await member()]
    const [bDevice, cDevice] = [await withDevice(b), await withDevice(c)]
    await app.db.insert(notificationSettings).values({ memberId: c.user.id, pushMessages: false })
    const [toB, toC] = [await chatBetween(a, b), await chatBetween(a, c)]
    await send(a, toB, 'Read me at once')
    await send(a, toC, 'Pushes are off')
    const read = await b.client.get(`/api/messages.php?conversation=${toB}`)
    expect(read.statusCode).toBe(200)
    await b.client.post('/api/messages_read.php', {
      conversation: toB,
      message: read.json<{ messages: Array<{ id: number }> }>().messages[0]?.id,
    })
    await waitUntil(
      async () => (await jobsOf(b.user.id)).length + (await jobsOf(c.user.id)).length === 0,
    )
    expect(pushesTo(bDevice)).toEqual([])
    expect(pushesTo(cDevice)).toEqual([])
  })

  it('pushes nothing while the member has Klik in front of them, and again once the page is hidden', async () => {
    const [a, b] = [await member(), await member()]
    const device = await withDevice(b)
    const chat = await chatBetween(a, b)
    // A live channel opened (routes/events.ts marks its session so).
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, b.user.id))
    await markPresent(app.db, session?.id ?? 0)
    await send(a, chat, 'You are looking at it')
    await waitUntil(async () => (await jobsOf(b.user.id)).length === 0)
    expect(pushesTo(device)).toEqual([])
    // The page-hidden beacon, with the member's cookie.
    expect((await b.client.post('/api/page-hidden.php', {})).statusCode).toBe(204)
    await send(a, chat, 'Now you are not')
    const push = await nextPushTo(device)
    expect((push.payload as DeclarativePush).notification.title).toBe(
      `2 new messages from ${a.user.profile.name}`,
    )
  })

  it('adds no job for a member without a subscription', async () => {
    const [a, b] = [await member(), await member()]
    await send(a, await chatBetween(a, b), 'Nobody to push to')
    expect(await jobsOf(b.user.id)).toEqual([])
  })
})

describe('like pushes', () => {
  it('pushes a new like with low urgency, to every device of the member', async () => {
    const [a, b] = [await member(), await member('de')]
    const [phone, laptop] = [await withDevice(b), await withDevice(b)]
    const response = await a.client.post('/api/likes.php', { profile: b.user.id })
    expect(response.statusCode, response.body).toBe(200)
    const [onPhone, onLaptop] = [await nextPushTo(phone), await nextPushTo(laptop)]
    for (const push of [onPhone, onLaptop]) {
      expect(push.headers).toMatchObject({ urgency: 'low', topic: `like-${a.user.id}` })
      expect(push.payload).toMatchObject({
        notification: {
          title: `${a.user.profile.name} mag dich`,
          navigate: `${app.config.PUBLIC_URL}/members/${a.user.id}`,
          lang: 'de',
        },
        app_badge: 1,
      })
    }
  })
})

describe('match pushes (issue 28 §6)', () => {
  it('tells the first liker of the like back as a match, with the chat to open', async () => {
    const [a, b] = [await member('fr'), await member()]
    const phone = await withDevice(a)
    await a.client.post('/api/likes.php', { profile: b.user.id })
    const response = await b.client.post('/api/likes.php', { profile: a.user.id })
    expect(response.json()).toEqual({ did_like_profile: true, match: true })
    const push = await nextPushTo(phone)
    expect(push.headers).toMatchObject({ topic: `like-${b.user.id}` })
    expect(push.payload).toMatchObject({
      notification: {
        title: `Tu plais aussi à ${b.user.profile.name} : le courant passe !`,
        body: 'Envoie-lui un message.',
        navigate: `${app.config.PUBLIC_URL}/members/${b.user.id}/chat`,
        lang: 'fr',
      },
    })
  })
})

describe('push service answers', () => {
  it('deletes a subscription the service says is gone (410, 404) and keeps the others', async () => {
    const [a, b] = [await member(), await member()]
    const [gone, missing, kept] = [await withDevice(b), await withDevice(b), await withDevice(b)]
    service.answer(gone, 410)
    service.answer(missing, 404)
    const before = await likePushCounts()
    await a.client.post('/api/likes.php', { profile: b.user.id })
    await nextPushTo(kept)
    await waitUntil(async () => (await subscriptionsOf(b.user.id)).length === 1)
    expect(await subscriptionsOf(b.user.id)).toEqual([kept.subscription.endpoint])
    expect(difference(await likePushCounts(), before)).toEqual({
      sent: 1,
      gone: 2,
      refused: 0,
      retry: 0,
    })
  })

  it('never sends to a subscription outside the push services (stored before the list), and forgets it', async () => {
    const [a, b] = [await member(), await member()]
    const kept = await withDevice(b)
    await savePushSubscription(app.db, b.user.id, {
      endpoint: 'https://169.254.169.254/latest/meta-data',
      keys: kept.subscription.keys,
    })
    await a.client.post('/api/likes.php', { profile: b.user.id })
    await nextPushTo(kept)
    await waitUntil(async () => (await subscriptionsOf(b.user.id)).length === 1)
    expect(await subscriptionsOf(b.user.id)).toEqual([kept.subscription.endpoint])
  })

  it('retries a job whose service failed for now (503), with a backoff', async () => {
    const [a, b] = [await member(), await member()]
    const device = await withDevice(b)
    service.answer(device, 503)
    const before = await likePushCounts()
    await a.client.post('/api/likes.php', { profile: b.user.id })
    await waitUntil(async () => (await jobsOf(b.user.id))[0]?.lastError != null)
    expect(difference(await likePushCounts(), before)).toEqual({
      sent: 0,
      gone: 0,
      refused: 0,
      retry: 1,
    })
    const [job] = await jobsOf(b.user.id)
    expect(job).toMatchObject({ kind: 'push.like', attempts: 1, lockedUntil: null })
    expect(job?.lastError).toMatch(/503/)
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000)
    expect(pushesTo(device)).toEqual([])
  })
})

/** klik_pushes_total of push.like, per outcome. */
async function likePushCounts(): Promise<Record<string, number>> {
  const { values } = await app.metrics.pushes.get()
  return Object.fromEntries(
    values
      .filter(({ labels }) => labels.kind === 'push.like')
      .map(({ labels, value }) => [String(labels.outcome), value]),
  )
}

const difference = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]))

const subscriptionsOf = async (memberId: number) =>
  (
    await app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, memberId))
  ).map((row) => row.endpoint)

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
