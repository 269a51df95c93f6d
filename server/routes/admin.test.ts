import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMember } from '../../src/contract/admin'
import type { CaseResponse } from '../../src/contract/cases'
import type { ErrorBody } from '../../src/contract/errors'
import type { MemberResponse } from '../../src/contract/members'
import type { App } from '../app'
import { auditLog, sessions, users } from '../db/schema'
import { runBanMail } from '../domain/admin/ban-mail'
import { setOperator } from '../domain/admin/operators'
import { linkPath, mailTo, signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { loadOperations } from '../test/openapi'
import { addMessage, addPhotos } from '../test/fixtures'
import { checkout, order, transactionOf } from '../test/payments'

let app: App
let operator: Member
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  operator = await signUp(app)
  expect(await setOperator(app.db, operator.email, true)).toBe(true)
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

async function auditOf(memberId: number) {
  return app.db.select().from(auditLog).where(eq(auditLog.targetUserId, memberId))
}

describe('the operator area', () => {
  it('is refused to visitors and members, whatever they ask', async () => {
    const member = await signUp(app)
    const calls = [
      (client: TestClient) => client.get('/api/admin/cases.php'),
      (client: TestClient) => client.get(`/api/admin/member.php?id=${member.user.id}`),
      (client: TestClient) => client.get('/api/admin/audit.php'),
      (client: TestClient) =>
        client.post('/api/admin/ban.php', {
          member: operator.user.id,
          ground: 'terms',
          reason: 'try',
        }),
      (client: TestClient) =>
        client.delete('/api/admin/ban.php', { member: member.user.id, reason: 'try' }),
      (client: TestClient) =>
        client.post('/api/admin/photo.php', { photo: 1, hidden: true, reason: 'try' }),
      (client: TestClient) =>
        client.post('/api/admin/refund.php', { order: 'ord_x', reason: 'try' }),
      (client: TestClient) => client.post('/api/admin/case.php', { case: 1, status: 'resolved' }),
    ]
    for (const call of calls) {
      for (const client of [new TestClient(app), member.client]) {
        const response = await call(client)
        expect(response.statusCode, response.body).toBe(403)
        expect(errorOf(response).code).toBe('admin.forbidden')
      }
    }
    // The role before the input: an empty or broken request is 403 too, not the field list
    // (issue 29 §6), for every operator call the docs list.
    const adminCalls = (await loadOperations(app)).filter((operation) =>
      operation.path.startsWith('/api/admin/'),
    )
    expect(adminCalls.length).toBeGreaterThanOrEqual(calls.length)
    for (const operation of adminCalls) {
      for (const client of [new TestClient(app), member.client]) {
        const response = await client.request({
          method: operation.method.toUpperCase(),
          url: `${operation.path}?id=x&page=-1`,
          ...(operation.method === 'get' ? {} : { payload: {} }),
        })
        expect(response.statusCode, `${operation.id}: ${response.body}`).toBe(403)
        expect(errorOf(response).code).toBe('admin.forbidden')
      }
    }
    const me = await member.client.get('/api/user.php')
    expect(me.json<{ operator: boolean }>().operator).toBe(false)
    expect(
      (await operator.client.get('/api/user.php')).json<{ operator: boolean }>().operator,
    ).toBe(true)
  })

  it('bans a reported member: every session ends, the next request is told, login is refused', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const bElsewhere = new TestClient(app)
    const login = await bElsewhere.post('/api/login.php', { email: b.email, password: b.password })
    expect(login.statusCode, login.body).toBe(200)
    const chat = (await a.client.get(`/api/chat.php?profile=${b.user.id}`)).json<{ id: number }>()
      .id
    const message = await addMessage(app.db, chat, b.user.id, 'Give me your bank details')
    const reported = await a.client.post('/api/report.php', {
      key: randomUUID(),
      reason: 'scam',
      profile: b.user.id,
      message,
    })
    expect(reported.statusCode, reported.body).toBe(200)

    const queue = await operator.client.get('/api/admin/cases.php?kind=report')
    expect(queue.statusCode, queue.body).toBe(200)
    const found = queue
      .json<{
        cases: { id: number; reference: string; target_message: { text: string } | null }[]
      }>()
      .cases.find((entry) => entry.reference === reported.json<CaseResponse>().reference)
    expect(found?.target_message?.text).toBe('Give me your bank details')

    const ban = await operator.client.post('/api/admin/ban.php', {
      member: b.user.id,
      ground: 'scam',
      reason: 'Asked members for money',
      case: found?.id,
    })
    expect(ban.statusCode, ban.body).toBe(200)
    expect(ban.json()).toEqual({ banned: true, sessions_ended: 2 })
    // The statement of reasons by mail, once (the job, as the worker would run it).
    const mailContext = {
      db: app.db,
      mail: app.mail,
      sites: app.sites,
      publicUrl: app.config.PUBLIC_URL,
    }
    expect(await runBanMail(mailContext, b.user.id)).toBe(true)
    const told = await mailTo(app, b.email, 'ban')
    expect(told.text).toContain('You asked other members for money or tried to deceive them.')
    expect(linkPath(told)).toBe('/pages/ban')
    expect(await runBanMail(mailContext, b.user.id)).toBe(false)

    for (const client of [b.client, bElsewhere]) {
      const told = await client.get('/api/user.php')
      expect(told.statusCode).toBe(403)
      expect(errorOf(told).code).toBe('auth.banned')
      // A visitor now, told each time a call needs the login; public calls still work.
      const after = await client.get('/api/user.php')
      expect(errorOf(after).code).toBe('auth.banned')
      expect((await client.get('/api/page.php?name=ban&lang=en')).statusCode).toBe(200)
      // The ban page tells this browser why, and nobody else.
      const why = await client.get('/api/ban.php')
      expect(why.statusCode, why.body).toBe(200)
      expect(why.json<{ ground: string }>().ground).toBe('scam')
      expect(why.headers['cache-control']).toBe('private, no-store')
    }
    expect((await a.client.get('/api/ban.php')).body).toBe('null')
    // Every session of B's is over: marked banned (kept a while to tell a browser that shows it).
    const left = await app.db.select().from(sessions).where(eq(sessions.userId, b.user.id))
    expect(left.map((session) => session.bannedAt !== null)).toEqual([true, true])
    const again = await new TestClient(app).post('/api/login.php', {
      email: b.email,
      password: b.password,
    })
    expect(again.statusCode).toBe(403)
    expect(errorOf(again).code).toBe('auth.banned')
    // The refused login leaves an ended session's cookie, so that browser is told why too;
    // no call accepts it as a login.
    const refused = new TestClient(app)
    expect(
      (await refused.post('/api/login.php', { email: b.email, password: b.password })).statusCode,
    ).toBe(403)
    expect((await refused.get('/api/ban.php')).json<{ ground: string }>().ground).toBe('scam')
    expect(errorOf(await refused.get('/api/user.php')).code).toBe('auth.banned')
    // A wrong password learns nothing about the ban.
    const guess = new TestClient(app)
    const guessed = await guess.post('/api/login.php', { email: b.email, password: 'wrong-pass-1' })
    expect(errorOf(guessed).code).not.toBe('auth.banned')
    expect((await guess.get('/api/ban.php')).body).toBe('null')

    // A mailed link (activation, password reset) sends a banned member's browser to the ban
    // page, with the ended session that lets it say why.
    const links = new TestClient(app)
    const activation = await links.get(linkPath(await mailTo(app, b.email, 'activate')))
    expect(activation.statusCode).toBe(302)
    expect(activation.headers.location).toBe('/pages/ban')
    expect((await links.get('/api/ban.php')).statusCode).toBe(200)
    await new TestClient(app).post('/api/password_reset.php', { email: b.email })
    const reset = await new TestClient(app).get(
      linkPath(await mailTo(app, b.email, 'password_reset')),
    )
    expect(reset.headers.location).toBe('/pages/ban')

    const [row] = await app.db.select().from(users).where(eq(users.id, b.user.id))
    expect(row?.banReason).toBe('Asked members for money')
    expect(row?.banGround).toBe('scam')
    const closed = await operator.client.get(`/api/admin/cases.php?status=all&member=${b.user.id}`)
    expect(closed.json<{ cases: { status: string }[] }>().cases[0]?.status).toBe('resolved')

    const unban = await operator.client.delete('/api/admin/ban.php', {
      member: b.user.id,
      reason: 'Objection upheld',
    })
    expect(unban.statusCode, unban.body).toBe(200)
    const back = await new TestClient(app).post('/api/login.php', {
      email: b.email,
      password: b.password,
    })
    expect(back.statusCode, back.body).toBe(200)
    // Lifted: the ended sessions tell nothing any more.
    expect((await refused.get('/api/ban.php')).body).toBe('null')

    const actions = (await auditOf(b.user.id)).map((entry) => [entry.action, entry.operatorId])
    expect(actions).toEqual([
      ['close_case', operator.user.id],
      ['ban', operator.user.id],
      ['unban', operator.user.id],
    ])
    const log = await operator.client.get(`/api/admin/audit.php?member=${b.user.id}`)
    expect(
      log.json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action),
    ).toEqual(['unban', 'ban', 'close_case'])
  })

  it('hides a photo from everyone but its owner, and the main place moves on', async () => {
    const owner = await signUp(app)
    const viewer = await signUp(app)
    const [first, second] = await addPhotos(app, owner.user.id, 2)
    const hide = await operator.client.post('/api/admin/photo.php', {
      photo: first?.id,
      hidden: true,
      reason: 'Nudity in a main photo',
    })
    expect(hide.statusCode, hide.body).toBe(200)
    const seen = (
      await viewer.client.get(`/api/member.php?id=${owner.user.id}`)
    ).json<MemberResponse>()
    expect(seen.profile.images.map((image) => image.id)).toEqual([second?.id])
    expect(seen.profile.main_image?.thumb_filename).toBe(second?.thumbFilename)
    const own = (
      await owner.client.get(`/api/member.php?id=${owner.user.id}`)
    ).json<MemberResponse>()
    expect(own.profile.images).toHaveLength(2)
    const looked = (
      await operator.client.get(`/api/admin/member.php?email=${encodeURIComponent(owner.email)}`)
    ).json<AdminMember>()
    expect(looked.photos.map((photo) => photo.hidden)).toEqual([true, false])
    expect((await auditOf(owner.user.id)).map((entry) => entry.action)).toEqual(['hide_photo'])
  })

  it('refunds a paid order once through its provider', async () => {
    const buyer = await signUp(app)
    const bought = await order(buyer)
    await checkout(buyer.client, bought, 'paid')
    expect((await transactionOf(buyer.client, bought.id)).status).toBe('paid')
    const looked = (
      await operator.client.get(`/api/admin/member.php?id=${buyer.user.id}`)
    ).json<AdminMember>()
    expect(looked.orders[0]).toMatchObject({ id: bought.id, refundable: true })

    const refund = () =>
      operator.client.post('/api/admin/refund.php', { order: bought.id, reason: 'Charged twice' })
    const first = await refund()
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ id: bought.id, refundable: false })
    expect(first.json<{ refunded_cents: number }>().refunded_cents).toBeGreaterThan(0)
    const second = await refund()
    expect(second.statusCode).toBe(409)
    expect(errorOf(second).code).toBe('order.not_refundable')
    expect((await auditOf(buyer.user.id)).map((entry) => entry.action)).toEqual(['refund'])
  })
})
