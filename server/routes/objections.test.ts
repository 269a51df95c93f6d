// POST /api/objection.php (issue 32 §6, DSA art. 20): a blocked account objects from the ban
// page with its marked session and no name or address (the account's are used), once per key,
// acknowledged in its language and copied to the operators; a member or a visitor objects to
// the decision on a notice by its reference number, which the operator's queue shows beside
// the objection; an unknown reference, a contact message's and a visitor without an address
// are refused with a code.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminCase } from '../../src/contract/admin'
import type { CaseResponse } from '../../src/contract/cases'
import type { App } from '../app'
import { cases } from '../db/schema'
import { banMember } from '../domain/admin/bans'
import { setOperator } from '../domain/admin/operators'
import { runCaseMail } from '../domain/cases/case-mail'
import { mailTo, signUp, TestClient, uniqueEmail, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { errorOf, jsonOf } from '../test/responses'

let app: App
let operator: Member
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  operator = await signUp(app)
  await setOperator(app.db, operator.email, true)
})
afterAll(() => app.close())

const object = (client: TestClient, body: object, headers?: Record<string, string>) =>
  client.post('/api/objection.php', { key: randomUUID(), ...body }, headers)

async function caseOf(reference: string) {
  const [row] = await app.db.select().from(cases).where(eq(cases.reference, reference))
  if (row === undefined) throw new Error(`no case ${reference}`)
  return row
}

/** The operator's queue entry of the case `reference`. */
async function queued(reference: string): Promise<AdminCase | undefined> {
  const queue = await operator.client.get('/api/admin/cases.php?kind=objection')
  return jsonOf<{ cases: AdminCase[] }>(queue).cases.find((item) => item.reference === reference)
}

describe('POST /api/objection.php', () => {
  it('takes a blocked account’s objection from its ban page, once, in its language', async () => {
    const member = await signUp(app)
    await banMember(app.db, operator.user.id, member.user.id, { ground: 'spam', reason: 'test' })
    const body = {
      key: randomUUID(),
      subject: 'ban',
      body: 'Ik heb nooit reclame gestuurd; dit moet een vergissing zijn.',
    }
    const sent = await member.client.post('/api/objection.php', body, { 'accept-language': 'nl' })
    const answer = jsonOf<CaseResponse>(sent)
    expect(answer.acknowledged_to).toBe(member.email)
    // A resend (a retry, a double tap) is the same objection.
    const again = await member.client.post('/api/objection.php', body)
    expect(jsonOf<CaseResponse>(again)).toEqual(answer)

    const row = await caseOf(answer.reference)
    expect(row).toMatchObject({
      kind: 'objection',
      reason: 'ban',
      status: 'open',
      locale: 'nl',
      reporterId: member.user.id,
      reporterEmail: member.email,
      targetUserId: member.user.id,
      objectedCaseId: null,
    })
    const context = {
      db: app.db,
      mail: app.mail,
      sites: app.sites,
      publicUrl: app.config.PUBLIC_URL,
    }
    expect(await runCaseMail(context, row.id)).toEqual({ ack: true, forwarded: true })
    const ack = await mailTo(app, member.email, 'case_ack')
    expect(ack.subject).toContain(answer.reference)
    expect(ack.subject).toContain('bezwaar')
    const copy = await mailTo(app, 'service@klik.example', 'case_forward')
    expect(copy.subject).toContain(`Objection to a decision ${answer.reference}: ban`)
    expect(copy.headers.get('reply-to')).toBe(member.email)

    expect(await queued(answer.reference)).toMatchObject({
      kind: 'objection',
      reason: 'ban',
      target: { id: member.user.id, banned: true },
      objected_case: null,
    })
    // Any other call of the blocked browser is still refused.
    const report = await member.client.post('/api/report.php', {
      key: randomUUID(),
      reason: 'fake',
      profile: operator.user.id,
    })
    expect([report.statusCode, errorOf(report).code]).toEqual([403, 'auth.banned'])
  })

  it('names the notice decided, by its reference in any case of letters', async () => {
    const [notifier, target] = [await signUp(app), await signUp(app)]
    const notice = await notifier.client.post('/api/complaint.php', {
      key: randomUUID(),
      reason: 'fake',
      member: target.user.id,
      body: 'These photos are of a model, not of this member.',
      good_faith: true,
    })
    const noticeReference = jsonOf<CaseResponse>(notice).reference
    const noticeCase = await caseOf(noticeReference)

    const byMember = await object(notifier.client, {
      subject: 'notice',
      reference: ` ${noticeReference.toLowerCase()} `,
      body: 'You dismissed my notice, but the photos are still a model’s.',
    })
    const objection = jsonOf<CaseResponse>(byMember)
    expect(await caseOf(objection.reference)).toMatchObject({
      reporterId: notifier.user.id,
      targetUserId: null,
      objectedCaseId: noticeCase.id,
    })
    expect((await queued(objection.reference))?.objected_case).toEqual({
      id: noticeCase.id,
      reference: noticeReference,
      kind: 'notice',
      status: 'open',
    })

    const email = uniqueEmail('objector')
    const byVisitor = await object(new TestClient(app), {
      subject: 'photo',
      body: 'My photo was hidden, but it shows only me on a beach.',
      name: 'Marta Kowalska',
      email,
    })
    expect(jsonOf<CaseResponse>(byVisitor).acknowledged_to).toBe(email)
  })

  it('refuses an unknown reference, one of a contact message, and a visitor without an address', async () => {
    const member = await signUp(app)
    const contact = await member.client.post('/api/contact.php', {
      key: randomUUID(),
      topic: 'other',
      body: 'A question that is not a decision.',
    })
    const contactReference = jsonOf<CaseResponse>(contact).reference
    const base = { subject: 'notice', body: 'Please look at this decision again.' }
    for (const reference of ['KL-0000-0000', contactReference]) {
      const refused = await object(member.client, { ...base, reference })
      expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'case.not_found'])
    }
    for (const body of [
      { ...base, reference: 'KL-1234' },
      { ...base, subject: 'verification' },
      { ...base, body: 'short' },
    ]) {
      const refused = await object(member.client, body)
      expect([refused.statusCode, errorOf(refused).code], JSON.stringify(body)).toEqual([
        400,
        'validation_failed',
      ])
    }
    const visitor = await object(new TestClient(app), { ...base, name: 'Jan' })
    expect([visitor.statusCode, errorOf(visitor).fields]).toEqual([
      400,
      [{ path: 'body.email', message: 'Required' }],
    ])
  })
})
