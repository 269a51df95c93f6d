// The mails of an account end to end (activation and password reset): what each says in the
// member's language, the link it carries, what following it does, and what the outbox records.
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { creditLedger, mails, oneTimeTokens, sessions, users } from '../db/schema'
import { markActivated } from '../domain/accounts/account-lookup'
import { creditBalance } from '../domain/credits/credit-balance'
import { DEFAULT_SITE } from '../domain/sites/default-site'
import { readOutbox } from '../domain/mail/outbox'
import { linkPath, mailTo, signUp, TestClient, uniqueEmail } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'http://klik.test:8080' })
})
afterAll(() => app.close())

describe('activation', () => {
  it('mails a link in the member language that activates, logs in and lands on /activate/done', async () => {
    const member = await signUp(app, { language: 'nl', name: 'Sanne' })
    const mail = await mailTo(app, member.email, 'activate')
    expect(mail.subject).toBe('Activeer je account bij Klik')
    expect(mail.text).toContain('Hoi Sanne,')
    expect(mail.links).toEqual([
      expect.stringMatching(/^http:\/\/klik\.test:8080\/api\/activate\.php\?token=[\w-]{43}$/),
    ])
    // The link stands literally in the file's text part (8bit), for anyone reading the outbox.
    const raw = readFileSync(mail.file, 'utf8')
    expect(raw).toContain(`\n${mail.links[0] ?? ''}\n`)
    expect(raw).toMatch(/Content-Type: text\/html/)

    // Opened in another browser: it activates and logs that browser in.
    const browser = new TestClient(app)
    const response = await browser.get(linkPath(mail))
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/activate/done')
    expect(browser.cookies.get('klik_logged_in')).toBe('1')
    const user = (await browser.get('/api/user.php')).json<UserResponse>()
    expect(user).toMatchObject({ id: member.user.id, activated: true })

    const reused = await new TestClient(app).get(linkPath(mail))
    expect(reused.headers.location).toBe('/activate/error')
  })

  it("gives the site's welcome credits once, on the first proof of the address", async () => {
    const member = await signUp(app)
    expect(await creditBalance(app.db, member.user.id)).toBe(0)
    await new TestClient(app).get(linkPath(await mailTo(app, member.email, 'activate')))
    expect(await creditBalance(app.db, member.user.id)).toBe(DEFAULT_SITE.welcome_credits)
    // A password reset link proves the address again: no second gift.
    await new TestClient(app).post('/api/password_reset.php', { email: member.email })
    await new TestClient(app).get(linkPath(await mailTo(app, member.email, 'password_reset')))
    expect(await creditBalance(app.db, member.user.id)).toBe(DEFAULT_SITE.welcome_credits)
    // Nor a second row, however the activation is reached.
    await markActivated(app.db, member.user.id, app.sites.welcomeCredits)
    const rows = await app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.memberId, member.user.id))
    expect(rows.map((row) => [row.reason, row.delta])).toEqual([
      ['welcome', DEFAULT_SITE.welcome_credits],
    ])
  })

  it('sends /activate/error for an unknown or expired token', async () => {
    const member = await signUp(app)
    const mail = await mailTo(app, member.email, 'activate')
    expect((await app.inject({ url: '/api/activate.php?token=nope' })).headers.location).toBe(
      '/activate/error',
    )
    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, member.user.id))
    const expired = await member.client.get(linkPath(mail))
    expect(expired.headers.location).toBe('/activate/error')
    expect((await member.client.get('/api/user.php')).json<UserResponse>().activated).toBe(false)
  })

  it('says a used link of an active account is active to its member, logged in (issue 28 §4)', async () => {
    const member = await signUp(app)
    const mail = await mailTo(app, member.email, 'activate')
    expect((await member.client.get(linkPath(mail))).headers.location).toBe('/activate/done')
    const again = await member.client.get(linkPath(mail))
    expect(again.headers.location).toBe('/activate/done')
    // Nobody else learns anything from it, logged in or not, and nobody is logged in by it.
    const stranger = new TestClient(app)
    expect((await stranger.get(linkPath(mail))).headers.location).toBe('/activate/error')
    expect(stranger.cookies.has('klik_session')).toBe(false)
    const other = await signUp(app)
    await markActivated(app.db, other.user.id, app.sites.welcomeCredits)
    expect((await other.client.get(linkPath(mail))).headers.location).toBe('/activate/error')
  })

  it('stops the link mailed to an address the member then corrected (issue 28 §4)', async () => {
    // Corrected but not yet confirmed: the old address's link no longer activates or logs in.
    const pending = await signUp(app)
    const pendingLink = linkPath(await mailTo(app, pending.email, 'activate'))
    const asked = await pending.client.post('/api/mail_change.php', {
      email: uniqueEmail('corrected'),
      password: pending.password,
    })
    expect(asked.statusCode).toBe(202)
    const stranger = new TestClient(app)
    expect((await stranger.get(pendingLink)).headers.location).toBe('/activate/error')
    expect(stranger.cookies.has('klik_session')).toBe(false)
    expect((await pending.client.get('/api/user.php')).json<UserResponse>().activated).toBe(false)

    // A link whose address the account no longer has, however it changed: refused too.
    const moved = await signUp(app)
    const movedLink = linkPath(await mailTo(app, moved.email, 'activate'))
    await app.db
      .update(users)
      .set({ email: uniqueEmail('elsewhere') })
      .where(eq(users.id, moved.user.id))
    expect((await new TestClient(app).get(movedLink)).headers.location).toBe('/activate/error')
    expect((await moved.client.get('/api/user.php')).json<UserResponse>().activated).toBe(false)

    // The link of a mail asked for again goes to the current address, and works.
    await app.db
      .update(mails)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(mails.userId, moved.user.id))
    const again = await moved.client.post('/api/activation_mail.php')
    expect(again.statusCode).toBe(202)
    const fresh = await mailTo(app, again.json<{ sent_to: string }>().sent_to, 'activate')
    expect((await new TestClient(app).get(linkPath(fresh))).headers.location).toBe('/activate/done')
  })

  it('reports whether the activation mail was delivered, from the transport result', async () => {
    const member = await signUp(app)
    await app.mail.idle()
    const status = await member.client.get('/api/activate.php')
    expect(status.statusCode).toBe(200)
    expect(status.json()).toEqual({ delivered: true })
    await app.db.update(mails).set({ delivered: false }).where(eq(mails.userId, member.user.id))
    expect((await member.client.get('/api/activate.php')).json()).toEqual({ delivered: false })
    expect((await app.inject({ url: '/api/activate.php' })).statusCode).toBe(403)
  })

  it('records a failed delivery as not delivered, with the error', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    try {
      const member = await signUp(broken)
      await broken.mail.idle()
      expect((await member.client.get('/api/activate.php')).json()).toEqual({ delivered: false })
      const [row] = await broken.db.select().from(mails).where(eq(mails.userId, member.user.id))
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i)
    } finally {
      await broken.close()
    }
  })

  it('names outbox files by time, kind and mail id', async () => {
    const member = await signUp(app)
    const mail = await mailTo(app, member.email)
    expect(mail.file).toMatch(/\/mail\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-activate-\d+\.eml$/)
    expect(readOutbox(app.config.DATA_DIR).length).toBeGreaterThan(0)
  })
})

describe('password reset', () => {
  const request = (client: TestClient, email: string) =>
    client.post('/api/password_reset.php', { email })

  it('answers 202 the same for known and unknown addresses, mailing only the known', async () => {
    const member = await signUp(app, { language: 'de' })
    const known = await request(new TestClient(app), member.email)
    const unknownEmail = uniqueEmail('nobody')
    const unknown = await request(new TestClient(app), unknownEmail)
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202])
    expect(known.json()).toEqual(unknown.json())
    const mail = await mailTo(app, member.email, 'password_reset')
    expect(mail.subject).toBe('Neues Passwort für Klik')
    await app.mail.idle()
    expect(readOutbox(app.config.DATA_DIR).some((item) => item.to === unknownEmail)).toBe(false)
  })

  it('works end to end: link → session → new password → other sessions ended', async () => {
    const member = await signUp(app)
    const elsewhere = new TestClient(app)
    await elsewhere.post('/api/login.php', { email: member.email, password: member.password })
    await request(new TestClient(app), member.email)
    const mail = await mailTo(app, member.email, 'password_reset')
    expect(mail.links[0]).toMatch(/^http:\/\/klik\.test:8080\/api\/password_reset\.php\?token=/)

    const browser = new TestClient(app)
    const opened = await browser.get(linkPath(mail))
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe('/reset-password/do')
    const done = await browser.post('/api/password_reset.php?do=1', { password: 'a new password' })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ ok: true })

    expect((await browser.get('/api/user.php')).statusCode).toBe(200)
    expect((await elsewhere.get('/api/user.php')).statusCode).toBe(403)
    expect((await member.client.get('/api/user.php')).statusCode).toBe(403)
    const login = (password: string) =>
      new TestClient(app).post('/api/login.php', { email: member.email, password })
    expect((await login(member.password)).statusCode).toBe(401)
    expect((await login('a new password')).statusCode).toBe(200)

    // The window is closed once used, and the link works once.
    const again = await browser.post('/api/password_reset.php?do=1', { password: 'third' })
    expect(errorOf(again).code).toBe('password_reset.session_required')
    const reused = await new TestClient(app).get(linkPath(mail))
    expect(reused.headers.location).toBe('/reset-password?error=invalid_token')
  })

  it('refuses a short or easily guessed new password and keeps the window open (issue 28 §4)', async () => {
    const member = await signUp(app)
    await request(new TestClient(app), member.email)
    const browser = new TestClient(app)
    await browser.get(linkPath(await mailTo(app, member.email, 'password_reset')))
    const short = await browser.post('/api/password_reset.php?do=1', { password: 'abc' })
    expect(short.statusCode).toBe(422)
    expect(errorOf(short).code).toBe('password.too_short')
    const common = await browser.post('/api/password_reset.php?do=1', { password: 'iloveyou1' })
    expect(common.statusCode).toBe(422)
    expect(errorOf(common).code).toBe('password.too_weak')
    const strong = await browser.post('/api/password_reset.php?do=1', {
      password: 'lemon tree sky 42',
    })
    expect(strong.statusCode).toBe(200)
  })

  it('needs the session of the link, within 15 minutes', async () => {
    const member = await signUp(app)
    const plain = await member.client.post('/api/password_reset.php?do=1', { password: 'x' })
    expect(plain.statusCode).toBe(403)
    expect(errorOf(plain).code).toBe('password_reset.session_required')
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/password_reset.php?do=1',
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(403)

    await request(new TestClient(app), member.email)
    const browser = new TestClient(app)
    await browser.get(linkPath(await mailTo(app, member.email, 'password_reset')))
    await app.db
      .update(sessions)
      .set({ canResetPasswordUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id))
    const late = await browser.post('/api/password_reset.php?do=1', { password: 'late' })
    expect(errorOf(late).code).toBe('password_reset.session_required')
  })

  it('sends an expired or unknown link to /reset-password?error=invalid_token', async () => {
    const member = await signUp(app)
    await request(new TestClient(app), member.email)
    const mail = await mailTo(app, member.email, 'password_reset')
    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userId, member.user.id))
    for (const url of [linkPath(mail), '/api/password_reset.php?token=unknown']) {
      const response = await app.inject({ url })
      expect(response.headers.location).toBe('/reset-password?error=invalid_token')
      expect(response.cookies).toEqual([])
    }
  })

  it('limits requests per address', async () => {
    const email = uniqueEmail('reset')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await request(new TestClient(app), email)).statusCode)
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})
