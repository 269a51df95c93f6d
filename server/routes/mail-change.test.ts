// Changing the account's address (/api/mail_change.php): the link to the new address confirms
// it, the mail to the old one undoes it (and ends every session), in the member's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import type { OutboxMail } from '../domain/mail/outbox'
import { linkPath, mailTo, signUp, TestClient, uniqueEmail } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'http://klik.test:8080' })
})
afterAll(() => app.close())

describe('mail change', () => {
  const ask = (client: TestClient, email: string, password: string) =>
    client.post('/api/mail_change.php', { email, password })
  /** The new address's link, followed from any browser. */
  const confirm = (mail: OutboxMail) =>
    new TestClient(app).post('/api/mail_change.php?confirm=1', {
      token: new URL(mail.links[0] ?? '').searchParams.get('token'),
    })

  it('confirms from the new address and can be undone from the old one', async () => {
    const member = await signUp(app, { language: 'fr' })
    const newEmail = uniqueEmail('moved')
    const asked = await ask(member.client, newEmail, member.password)
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toEqual({ ok: true })

    const mail = await mailTo(app, newEmail, 'mail_change')
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Klik')
    expect(mail.links[0]).toMatch(/^http:\/\/klik\.test:8080\/mail-change\/do\?token=[\w-]{43}$/)
    const undo = await mailTo(app, member.email, 'mail_change_undo')
    expect(undo.text).toContain(newEmail)
    expect(undo.links[0]).toMatch(
      /^http:\/\/klik\.test:8080\/api\/mail_change\.php\?undo=[\w-]{43}$/,
    )

    const confirmed = await confirm(mail)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ email: newEmail })
    expect((await member.client.get('/api/user.php')).json<UserResponse>().email).toBe(newEmail)
    const reused = await confirm(mail)
    expect(reused.statusCode).toBe(400)
    expect(errorOf(reused).code).toBe('mail_change.invalid_token')

    // "This was not me": the old address comes back and every session ends.
    const undone = await new TestClient(app).get(linkPath(undo))
    expect(undone.statusCode).toBe(302)
    expect(undone.headers.location).toBe('/notifications#email-change-incorrect')
    expect((await member.client.get('/api/user.php')).statusCode).toBe(403)
    const back = await new TestClient(app).post('/api/login.php', {
      email: member.email,
      password: member.password,
    })
    expect(back.json<UserResponse>().email).toBe(member.email)
  })

  it('refuses a wrong password, a taken address and a logged-out caller', async () => {
    const member = await signUp(app)
    const other = await signUp(app)
    const wrong = await ask(member.client, uniqueEmail(), 'wrong')
    expect(wrong.statusCode).toBe(403)
    expect(errorOf(wrong).code).toBe('auth.wrong_password')
    for (const email of [other.email, other.email.toUpperCase(), member.email]) {
      const taken = await ask(member.client, email, member.password)
      expect(taken.statusCode).toBe(409)
      expect(errorOf(taken).code).toBe('mail_change.email_taken')
    }
    expect((await ask(new TestClient(app), uniqueEmail(), 'x')).statusCode).toBe(403)
    expect(errorOf(await ask(member.client, 'not an email', member.password)).code).toBe(
      'validation_failed',
    )
  })

  it('answers 409 when the new address was taken before the confirmation', async () => {
    const member = await signUp(app)
    const newEmail = uniqueEmail('contested')
    await ask(member.client, newEmail, member.password)
    const mail = await mailTo(app, newEmail, 'mail_change')
    await signUp(app, { email: newEmail })
    const response = await confirm(mail)
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('mail_change.email_taken')
  })

  it('cancels a pending change when undone before the confirmation', async () => {
    const member = await signUp(app)
    const newEmail = uniqueEmail('pending')
    await ask(member.client, newEmail, member.password)
    const mail = await mailTo(app, newEmail, 'mail_change')
    const undo = await mailTo(app, member.email, 'mail_change_undo')
    await new TestClient(app).get(linkPath(undo))
    const response = await confirm(mail)
    expect(errorOf(response).code).toBe('mail_change.invalid_token')
    const bad = await app.inject({ url: '/api/mail_change.php?undo=nope' })
    expect(bad.headers.location).toBe('/notifications?error=invalid_token#email-change-incorrect')
  })
})
