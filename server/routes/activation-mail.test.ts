import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import {
  ACTIVATION_MAIL_INTERVAL_S,
  ACTIVATION_MAILS_PER_DAY,
  type ActivationMailResponse,
} from '../../src/contract/session'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { mails } from '../db/schema'
import { activationMailWait } from '../domain/accounts/activation'
import { linkPath, mailTo, signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error
const resend = (client: TestClient) => client.post('/api/activation_mail.php')

/** Moves the member's activation mails `minutes` into the past. */
async function age(member: Member, minutes: number) {
  await app.db
    .update(mails)
    .set({ createdAt: sql`${mails.createdAt} - make_interval(mins => ${minutes})` })
    .where(and(eq(mails.userId, member.user.id), eq(mails.kind, 'activate')))
}

describe('activationMailWait', () => {
  const now = new Date('2026-05-01T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it('waits out the interval after the newest mail, and the day after the fifth', () => {
    expect(activationMailWait([], now)).toBe(0)
    expect(activationMailWait([ago(30)], now)).toBe(ACTIVATION_MAIL_INTERVAL_S - 30)
    expect(activationMailWait([ago(ACTIVATION_MAIL_INTERVAL_S)], now)).toBe(0)
    const five = [ago(600), ago(3600), ago(7200), ago(10_800), ago(80_000)]
    expect(five).toHaveLength(ACTIVATION_MAILS_PER_DAY)
    expect(activationMailWait(five, now)).toBe(86_400 - 80_000)
    // A mail older than a day no longer counts.
    expect(activationMailWait([...five.slice(0, 4), ago(90_000)], now)).toBe(0)
  })
})

describe('POST /api/activation_mail.php', () => {
  it('mails a working link again, then asks to wait with Retry-After', async () => {
    const member = await signUp(app, { language: 'de' })
    // Right after signup the signup's own mail counts.
    const early = await resend(member.client)
    expect(early.statusCode).toBe(429)
    expect(errorOf(early).code).toBe('activation_mail.wait')
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(100)

    await age(member, 3)
    const response = await resend(member.client)
    expect(response.statusCode).toBe(202)
    expect(response.json<ActivationMailResponse>()).toEqual({
      sent_to: member.email,
      next_in: ACTIVATION_MAIL_INTERVAL_S,
    })
    const again = await resend(member.client)
    expect(again.statusCode).toBe(429)
    const retryAfter = Number(again.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(ACTIVATION_MAIL_INTERVAL_S - 10)
    expect(retryAfter).toBeLessThanOrEqual(ACTIVATION_MAIL_INTERVAL_S)

    // The new mail is in the member's language and its link activates.
    const mail = await mailTo(app, member.email, 'activate')
    expect(mail.subject).toMatch(/Aktiviere/)
    const opened = await member.client.get(linkPath(mail))
    expect(opened.headers.location).toBe('/activate/done')
    const user = (await member.client.get('/api/user.php')).json<UserResponse>()
    expect(user.activated).toBe(true)

    const activated = await resend(member.client)
    expect(activated.statusCode).toBe(409)
    expect(errorOf(activated).code).toBe('activation_mail.activated')
  })

  it('sends at most five a day', async () => {
    const member = await signUp(app)
    for (let sent = 1; sent < ACTIVATION_MAILS_PER_DAY; sent += 1) {
      await age(member, 3)
      expect((await resend(member.client)).statusCode).toBe(202)
    }
    await age(member, 3)
    const refused = await resend(member.client)
    expect(refused.statusCode).toBe(429)
    // The signup mail, sent 15 minutes "ago", frees a place 24 h after it.
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(86_400 - 16 * 60)
    expect(retryAfter).toBeLessThanOrEqual(86_400 - 15 * 60)
  })

  it('needs a login', async () => {
    const response = await resend(new TestClient(app))
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.required')
  })
})
