// Digest mails end to end on a real database: messages and likes through the API, the
// 'mail.digest' jobs they add, run by hand at chosen times (the worker is off in tests), the
// outbox's .eml files, and the one-click unsubscribe of their headers.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { jobs, notificationSettings, sessions, users } from '../../db/schema'
import { signUp, TestClient, type Member } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { AFTERNOON_ZONE, digestHarness, MINUTE } from '../../test/digests'
import { markPresent } from '../presence/presence'
import { savePushSubscription } from '../push/push-subscriptions'
import { DIGEST_DELAY_MS } from './digest-schedule'
import { signUnsubscribe } from './unsubscribe-token'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())
beforeEach(async () => {
  // Jobs of earlier tests' members (a daily digest waiting for its hour) stay out of the way.
  await app.db.delete(jobs)
})

const { runDue, member, chatBetween, send, like, digestsTo, digestJobsOf, base } = digestHarness(
  () => app,
)
const hourIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at)

describe('daily digest (the default)', () => {
  it('mails one digest at 09:00 in the member’s language: chats with counts, likes, fictional ones disclosed, no text', async () => {
    const [sanne, piet, anna] = [await member(), await member(), await member('nl')]
    await app.db.update(users).set({ fictional: true }).where(eq(users.id, sanne.user.id))
    const chat = await chatBetween(sanne, anna)
    await send(sanne, chat, 'Zin in koffie?')
    await send(sanne, chat, 'Zaterdag?')
    await like(piet, anna)
    const sentAt = new Date()

    // One waiting job for both, due a little later; then it waits for the morning.
    const [first, ...others] = await digestJobsOf(anna)
    expect(others).toEqual([])
    expect(first?.runAt.getTime()).toBeGreaterThanOrEqual(
      sentAt.getTime() + DIGEST_DELAY_MS - 5_000,
    )
    await runDue(new Date(sentAt.getTime() + DIGEST_DELAY_MS + MINUTE))
    const [waiting] = await digestJobsOf(anna)
    expect(waiting).toBeDefined()
    const morning = waiting?.runAt as Date
    expect(hourIn(morning, AFTERNOON_ZONE)).toBe('09:00')
    expect(morning.getTime()).toBeGreaterThan(sentAt.getTime())
    expect(morning.getTime() - sentAt.getTime()).toBeLessThanOrEqual(24 * 60 * MINUTE)
    expect(digestsTo(anna)).toEqual([])

    await runDue(morning)
    const [mail, ...more] = digestsTo(anna)
    expect(more).toEqual([])
    expect(mail?.subject).toBe(
      `Ongelezen berichten en nieuwe likes op ${app.sites.forHost('').name}`,
    )
    const text = mail?.text ?? ''
    expect(text).toContain(`Hoi ${anna.user.profile.name},`)
    expect(text).toContain(`- ${sanne.user.profile.name} (fictief profiel): 2 ongelezen berichten`)
    expect(text).toContain(`- ${piet.user.profile.name} vindt je leuk`)
    expect(text).toContain('Een fictief profiel is niet van een echt persoon')
    // Previews are off by default: a shared mailbox shows who wrote, not what.
    expect(text).not.toContain('koffie')
    expect(text).not.toContain('Zaterdag')
    const links = mail?.links ?? []
    expect(links).toContain(`${base()}/chats/${chat}`)
    expect(links).toContain(`${base()}/likes`)
    expect(links).toContain(`${base()}/notifications`)
    const page = links.find((link) => link.startsWith(`${base()}/unsubscribe?t=`))
    expect(page).toBeDefined()
    const token = new URL(page ?? 'http://x').searchParams.get('t')
    expect(token).toMatch(new RegExp(`^${anna.user.id}\\.all\\.`))
    // RFC 8058: the one-click URL and the POST marker.
    expect(mail?.headers.get('list-unsubscribe')).toBe(`<${base()}/api/unsubscribe.php?t=${token}>`)
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // Nothing twice: no job waits, and a later run mails nothing.
    expect(await digestJobsOf(anna)).toEqual([])
    await runDue(new Date(morning.getTime() + 60 * MINUTE))
    expect(digestsTo(anna)).toHaveLength(1)

    // A new message that morning waits for the next day's digest, which lists only it.
    await send(sanne, chat, 'Hallo?')
    await runDue(new Date(morning.getTime() + 2 * 60 * MINUTE))
    const [next] = await digestJobsOf(anna)
    expect(next?.runAt.getTime()).toBe(morning.getTime() + 24 * 60 * MINUTE)
    await runDue(next?.runAt as Date)
    const mails = digestsTo(anna)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.subject).toBe(`3 ongelezen berichten op ${app.sites.forHost('').name}`)
    expect(mails[1]?.text).not.toContain('vindt je leuk')
  })

  it('mails nothing when everything was read or seen meanwhile', async () => {
    const [a, b] = [await member(), await member()]
    const chat = await chatBetween(a, b)
    const id = await send(a, chat, 'Hi')
    await like(a, b)
    const read = await b.client.post('/api/messages_read.php', { conversation: chat, message: id })
    expect(read.statusCode, read.body).toBe(200)
    // Opening the liker's page sees the like.
    expect((await b.client.get(`/api/member.php?id=${a.user.id}`)).statusCode).toBe(200)
    await runDue(new Date(Date.now() + 2 * 24 * 60 * MINUTE))
    expect(digestsTo(b)).toEqual([])
    expect(await digestJobsOf(b)).toEqual([])
  })
})

describe('immediately', () => {
  it('makes a burst one mail, a little later, with the newest text when previews are on', async () => {
    const [a, b] = [
      await member(),
      await member('de', { mailMessages: 'immediately', previews: true }),
    ]
    const chat = await chatBetween(a, b)
    for (const text of ['Hallo!', 'Wie geht’s?', 'Kaffee am Samstag?']) await send(a, chat, text)
    expect(await digestJobsOf(b)).toHaveLength(1)
    // Not before the delay.
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS - MINUTE))
    expect(digestsTo(b)).toEqual([])
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS + MINUTE))
    const [mail, ...more] = digestsTo(b)
    expect(more).toEqual([])
    expect(mail?.subject).toBe(`3 ungelesene Nachrichten bei ${app.sites.forHost('').name}`)
    expect(mail?.text).toContain(`- ${a.user.profile.name}: 3 ungelesene Nachrichten`)
    expect(mail?.text).toContain('„Kaffee am Samstag?“')
    expect(mail?.text).not.toContain('Hallo!')
    expect(new URL(mail?.links.at(-1) ?? 'http://x').searchParams.get('t')).toMatch(
      new RegExp(`^${b.user.id}\\.messages\\.`),
    )
    // The next message is a new burst: one more mail, about it alone.
    await send(a, chat, 'Und?')
    await runDue(new Date(Date.now() + 2 * DIGEST_DELAY_MS))
    expect(digestsTo(b)).toHaveLength(2)
    expect(digestsTo(b)[1]?.text).toContain('4 ungelesene Nachrichten')
  })

  it('pulls a digest that waits for the morning forward, and leaves the daily topic to it', async () => {
    const [a, b] = [await member(), await member('en', { mailMessages: 'immediately' })]
    await like(a, b)
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS + MINUTE))
    const [morning] = await digestJobsOf(b)
    expect(hourIn(morning?.runAt as Date, AFTERNOON_ZONE)).toBe('09:00')
    await send(a, await chatBetween(a, b), 'Hi there')
    const [pulled] = await digestJobsOf(b)
    expect(pulled?.runAt.getTime()).toBeLessThan(Date.now() + DIGEST_DELAY_MS + MINUTE)
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS + MINUTE))
    expect(digestsTo(b)).toHaveLength(1)
    expect(digestsTo(b)[0]?.subject).toBe(`1 unread message on ${app.sites.forHost('').name}`)
    // The like still waits for its morning.
    const [again] = await digestJobsOf(b)
    expect(again?.runAt.getTime()).toBe(morning?.runAt.getTime())
    await runDue(again?.runAt as Date)
    expect(digestsTo(b)).toHaveLength(2)
    expect(digestsTo(b)[1]?.text).toContain(`- ${a.user.profile.name} likes you`)
    expect(digestsTo(b)[1]?.text).not.toContain('unread message')
  })

  it('waits while the member has Klik in front of them', async () => {
    const [a, b] = [await member(), await member('en', { mailMessages: 'immediately' })]
    // A live channel opened (routes/events.ts marks its session so).
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, b.user.id))
    await markPresent(app.db, session?.id ?? 0)
    await send(a, await chatBetween(a, b), 'You are here')
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS + MINUTE))
    expect(digestsTo(b)).toEqual([])
    expect(await digestJobsOf(b)).toHaveLength(1)
  })
})

describe('no digest', () => {
  it('adds no job for a member with push, with mail off, or with an unconfirmed address', async () => {
    const a = await member()
    const pushed = await member('en', { mailMessages: 'immediately' })
    await savePushSubscription(app.db, pushed.user.id, {
      endpoint: `https://push.example.com/${pushed.user.id}`,
      keys: { p256dh: 'k', auth: 'a' },
    })
    const never = await member('en', { mailMessages: 'never', mailLikes: 'never' })
    const unconfirmed = await signUp(app)
    for (const to of [pushed, never, unconfirmed]) {
      await send(a, await chatBetween(a, to), 'Anyone?')
      await like(a, to)
      expect(await digestJobsOf(to)).toEqual([])
    }
    await runDue(new Date(Date.now() + 2 * 24 * 60 * MINUTE))
    for (const to of [pushed, never, unconfirmed]) expect(digestsTo(to)).toEqual([])
  })

  it('mails nothing to a member deleted, or turned to never, before the job ran', async () => {
    const a = await member()
    const [gone, off] = [
      await member('en', { mailMessages: 'immediately' }),
      await member('en', { mailMessages: 'immediately' }),
    ]
    await send(a, await chatBetween(a, gone), 'Hi')
    await send(a, await chatBetween(a, off), 'Hi')
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id))
    await app.db
      .update(notificationSettings)
      .set({ mailMessages: 'never' })
      .where(eq(notificationSettings.memberId, off.user.id))
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS + MINUTE))
    expect(digestsTo(gone)).toEqual([])
    expect(digestsTo(off)).toEqual([])
  })
})

describe('POST /api/unsubscribe.php', () => {
  const settingsOf = async (of: Member) =>
    (
      await app.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.memberId, of.user.id))
    )[0]

  it('turns the mail’s topics off with the one-click POST of its header, cross-site and without a session', async () => {
    const [a, b] = [await member(), await member('en', { mailMessages: 'immediately' })]
    await send(a, await chatBetween(a, b), 'Hi')
    await runDue(new Date(Date.now() + DIGEST_DELAY_MS + MINUTE))
    const header = digestsTo(b)[0]?.headers.get('list-unsubscribe') ?? ''
    const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://x')
    // A link scanner's GET changes nothing.
    const scanned = await new TestClient(app).get(`${url.pathname}${url.search}`)
    expect(scanned.statusCode).toBeGreaterThanOrEqual(400)
    expect((await settingsOf(b))?.mailMessages).toBe('immediately')

    const response = await new TestClient(app).post(
      `${url.pathname}${url.search}`,
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.org',
      },
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ unsubscribed: ['messages'] })
    expect(await settingsOf(b)).toMatchObject({ mailMessages: 'never', mailLikes: 'daily' })
    // Again (a mail program retrying): the same answer.
    const again = await new TestClient(app).post(`${url.pathname}${url.search}`, {
      'List-Unsubscribe': 'One-Click',
    })
    expect(again.statusCode).toBe(200)
  })

  it('takes a multipart body, and makes the settings row of a member who had none', async () => {
    const b = await member()
    const boundary = 'klik-one-click'
    const response = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?t=${signUnsubscribe(app.appSecret, b.user.id, 'all')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ unsubscribed: ['messages', 'likes'] })
    expect(await settingsOf(b)).toMatchObject({
      mailMessages: 'never',
      mailLikes: 'never',
      pushMessages: true,
      previews: false,
    })
  })

  it('refuses a token that is not ours: 400 unsubscribe.invalid_token, nothing changed', async () => {
    const [a, b] = [await member(), await member()]
    const mine = signUnsubscribe(app.appSecret, a.user.id, 'likes')
    const signature = mine.split('.')[2] ?? ''
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    for (const token of [
      `${b.user.id}.likes.${signature}`,
      `${a.user.id}.all.${signature}`,
      `${a.user.id}.likes.${flipped}`,
      `${a.user.id}.likes`,
      'nonsense',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/unsubscribe.php?t=${encodeURIComponent(token)}`,
        payload: { 'List-Unsubscribe': 'One-Click' },
      })
      expect(response.statusCode, token).toBe(400)
      expect(response.json<{ error: { code: string } }>().error.code).toBe(
        'unsubscribe.invalid_token',
      )
    }
    const missing = await app.inject({ method: 'POST', url: '/api/unsubscribe.php' })
    expect(missing.statusCode).toBe(400)
    expect(await settingsOf(a)).toBeUndefined()
    expect(await settingsOf(b)).toBeUndefined()
  })
})
