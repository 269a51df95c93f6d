import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseResponse } from '../../src/contract/cases'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import { cases, jobs } from '../db/schema'
import { runCaseMail } from '../domain/cases/case-mail'
import { CASE_REFERENCE_PATTERN } from '../../src/contract/cases'
import { mailTo, signUp, TestClient, uniqueEmail, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { addMessage, addPhotos } from '../test/fixtures'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error

async function caseOf(reference: string) {
  const [row] = await app.db.select().from(cases).where(eq(cases.reference, reference))
  if (row === undefined) throw new Error(`no case ${reference}`)
  return row
}

/** Runs the case's mail job as the worker would (it is off in tests). */
function mailCase(reference: string) {
  return caseOf(reference).then((row) =>
    runCaseMail(
      { db: app.db, mail: app.mail, sites: app.sites, publicUrl: app.config.PUBLIC_URL },
      row.id,
    ),
  )
}

async function conversation(a: Member, b: Member): Promise<number> {
  const response = await a.client.get(`/api/chat.php?profile=${b.user.id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ id: number }>().id
}

describe('POST /api/complaint.php', () => {
  it('takes a visitor’s notice once, acknowledges it in their language and copies the operator', async () => {
    const target = await signUp(app)
    const visitor = new TestClient(app)
    const email = uniqueEmail('notifier')
    const notice = {
      key: randomUUID(),
      reason: 'fraud',
      member: target.user.id,
      body: 'This profile asks everyone for money by bank transfer.',
      name: 'Anna de Vries',
      email,
      good_faith: true,
    }
    const first = await visitor.post('/api/complaint.php', notice, { 'accept-language': 'nl' })
    expect(first.statusCode, first.body).toBe(200)
    const answer = first.json<CaseResponse>()
    expect(answer.reference).toMatch(CASE_REFERENCE_PATTERN)
    expect(answer.acknowledged_to).toBe(email)
    // A resend (a retry, a double tap) is the same case.
    const again = await visitor.post('/api/complaint.php', notice, { 'accept-language': 'nl' })
    expect(again.json<CaseResponse>()).toEqual(answer)
    const row = await caseOf(answer.reference)
    expect(row).toMatchObject({ kind: 'notice', status: 'open', locale: 'nl', reporterId: null })
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, 'mail.case'))
    expect(queued.filter((job) => (job.payload as { case: number }).case === row.id)).toHaveLength(
      1,
    )

    expect(await mailCase(answer.reference)).toEqual({ ack: true, forwarded: true })
    expect(await mailCase(answer.reference)).toEqual({ ack: false, forwarded: false })
    const ack = await mailTo(app, email, 'case_ack')
    expect(ack.subject).toContain(answer.reference)
    expect(ack.subject).toContain('melding')
    expect(ack.text).toContain('by bank transfer')
    const copy = await mailTo(app, 'service@klik.example', 'case_forward')
    expect(copy?.subject).toContain(answer.reference)
    expect(copy?.headers.get('reply-to')).toBe(email)
    expect(copy?.text).toContain(`About member: #${target.user.id}`)
  })

  it('refuses a notice without good faith, without a place, or from a visitor without contact', async () => {
    const visitor = new TestClient(app)
    const base = {
      key: randomUUID(),
      reason: 'illegal',
      url: 'https://example.com/somewhere',
      body: 'Something illegal is shown there.',
      name: 'Piet',
      email: uniqueEmail('n'),
      good_faith: true,
    }
    for (const body of [
      { ...base, good_faith: false },
      { ...base, url: undefined },
      { ...base, body: 'short' },
      { ...base, reason: 'dislike' },
      { ...base, name: undefined },
    ]) {
      const response = await visitor.post('/api/complaint.php', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
    const unknown = await visitor.post('/api/complaint.php', { ...base, member: 999_999_999 })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a key used for another kind of case', async () => {
    const member = await signUp(app)
    const key = randomUUID()
    const contact = await member.client.post('/api/contact.php', {
      key,
      topic: 'payment',
      body: 'My credits did not arrive after paying.',
    })
    expect(contact.statusCode, contact.body).toBe(200)
    const notice = await member.client.post('/api/complaint.php', {
      key,
      reason: 'other',
      url: 'https://example.com/x',
      body: 'Another thing altogether.',
      good_faith: true,
    })
    expect(notice.statusCode).toBe(409)
    expect(errorOf(notice).code).toBe('case.key_reused')
  })
})

describe('POST /api/contact.php', () => {
  it('takes a member’s name and address from the account', async () => {
    const member = await signUp(app)
    const response = await member.client.post('/api/contact.php', {
      key: randomUUID(),
      topic: 'account',
      body: 'How do I change my email address?',
    })
    expect(response.statusCode, response.body).toBe(200)
    const { reference, acknowledged_to } = response.json<CaseResponse>()
    expect(acknowledged_to).toBe(member.email.replace('Gmail.com', 'gmail.com'))
    expect(await caseOf(reference)).toMatchObject({ reporterId: member.user.id, reason: 'account' })
    await mailCase(reference)
    const copy = await mailTo(app, 'service@klik.example', 'case_forward')
    expect(copy?.subject).toContain(reference)
  })
})

describe('POST /api/report.php', () => {
  it('reports a message the member received, a photo, and refuses what is not theirs to report', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const c = await signUp(app)
    const withB = await conversation(a, b)
    const fromB = await addMessage(app.db, withB, b.user.id, 'Send me money first')
    const fromA = await addMessage(app.db, withB, a.user.id, 'No thanks')
    const withC = await conversation(c, b)
    const bToC = await addMessage(app.db, withC, b.user.id, 'Hello C')
    const [photo] = await addPhotos(app, b.user.id, 1)

    const report = (body: Record<string, unknown>) =>
      a.client.post('/api/report.php', { key: randomUUID(), reason: 'scam', ...body })
    const ok = await report({ profile: b.user.id, message: fromB, body: 'Asks for money' })
    expect(ok.statusCode, ok.body).toBe(200)
    const row = await caseOf(ok.json<CaseResponse>().reference)
    expect(row).toMatchObject({
      kind: 'report',
      reporterId: a.user.id,
      targetUserId: b.user.id,
      targetMessageId: fromB,
    })
    expect((await report({ profile: b.user.id, photo: photo?.id })).statusCode).toBe(200)

    // Their own message, a message B sent someone else, a photo of another member, themselves.
    expect((await report({ profile: b.user.id, message: fromA })).statusCode).toBe(404)
    expect((await report({ profile: b.user.id, message: bToC })).statusCode).toBe(404)
    expect((await report({ profile: c.user.id, photo: photo?.id })).statusCode).toBe(404)
    expect((await report({ profile: a.user.id })).statusCode).toBe(400)

    // A report is acknowledged but stays in the queue: no copy to the operator's address.
    expect(await mailCase(row.reference)).toEqual({ ack: true, forwarded: false })
  })

  it('is for members only', async () => {
    const b = await signUp(app)
    const response = await new TestClient(app).post('/api/report.php', {
      key: randomUUID(),
      reason: 'fake',
      profile: b.user.id,
    })
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.required')
  })
})
