// The transparency report (issue 32 §6): after a scripted half year of notices, reports,
// objections, bans, hidden photos, reversals and verifications (and some before and after it,
// which must not count), every figure of every half year equals a count made directly on the
// tables with plain SQL; the call's periods, caching and refusals; the operators' CSV holds the same
// figures and is refused to everyone else.
import { randomUUID } from 'node:crypto'
import { eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { TransparencyReport } from '../../src/contract/transparency'
import { periodOf, periodsBetween } from '../../src/contract/transparency-periods'
import type { App } from '../app'
import { column, queryRow } from '../db/raw'
import { auditLog, cases, users, verifications } from '../db/schema'
import type { CaseKind } from '../db/tables/cases'
import { banMember, closeCaseIn, unbanMember } from '../domain/admin/bans'
import { setOperator } from '../domain/admin/operators'
import { setPhotoHidden } from '../domain/admin/photos'
import { decideVerification } from '../domain/verification/decide-verification'
import { signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { addPhotos, insertMembers } from '../test/fixtures'
import { errorOf, jsonOf } from '../test/responses'
import { countedFigures } from '../test/transparency'

let app: App
let operator: Member
let member: Member
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  operator = await signUp(app)
  member = await signUp(app)
  await setOperator(app.db, operator.email, true)
  await scriptHalfYears(operator.user.id)
})
afterAll(() => app.close())

const at = (when: string) => new Date(when)

/** Runs an operator's action and dates the audit entries it wrote `when` (null: now). */
async function on(when: string | null, act: () => Promise<unknown>): Promise<void> {
  const last = await queryRow(
    app.db,
    sql`SELECT coalesce(max(id), 0) AS id FROM audit_log`,
    z.object({ id: column.number }),
  )
  await act()
  if (when === null) return
  await app.db
    .update(auditLog)
    .set({ createdAt: at(when) })
    .where(gt(auditLog.id, last?.id ?? 0))
}

/** A case as the forms store it, received `when`. */
async function receive(kind: CaseKind, reason: string, when: string, target?: number) {
  const [row] = await app.db
    .insert(cases)
    .values({
      reference: `KL-${randomUUID().slice(0, 8)}`,
      kind,
      siteId: 'klik',
      locale: 'en',
      reason,
      targetUserId: target ?? null,
      body: 'Scripted for the transparency report.',
      clientKey: randomUUID(),
      createdAt: at(when),
    })
    .returning({ id: cases.id })
  return row?.id ?? 0
}

/** A pending selfie verification of `userId`. */
async function pendingVerification(userId: number): Promise<number> {
  const [row] = await app.db
    .insert(verifications)
    .values({ userId, pose: 'peace', status: 'pending', poseExpiresAt: new Date() })
    .returning({ id: verifications.id })
  return row?.id ?? 0
}

/** 2025-H2, 2026-H1 (the half year scripted in full) and now. */
async function scriptHalfYears(op: number) {
  const tx = <T>(act: (db: App['db']) => Promise<T>) => app.db.transaction(act)
  const ids = await insertMembers(
    app.db,
    Array.from({ length: 9 }, () => ({})),
  )
  const [m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0, m7 = 0, m8 = 0, m9 = 0] = ids
  const photos1 = await addPhotos(app, m1, 1)
  const photos5 = await addPhotos(app, m5, 2)
  await addPhotos(app, m6, 1)
  const reason = 'Scripted for the report'

  // Notices: one acted on in 6 hours (photo hidden, then a ban that closes it), one dismissed
  // in 48, one received late in June and closed in July (open when 2026-H1 ended).
  const fake = await receive('notice', 'fake', '2026-02-01T00:00:00Z', m1)
  await on('2026-02-01T06:00:00Z', () =>
    setPhotoHidden(app.db, op, photos1[0]?.id ?? 0, true, reason, fake),
  )
  await on('2026-02-02T00:00:00Z', () =>
    banMember(app.db, op, m1, { ground: 'fake', reason, caseId: fake }),
  )
  const illegal = await receive('notice', 'illegal', '2026-03-01T00:00:00Z')
  await on('2026-03-03T00:00:00Z', () => tx((db) => closeCaseIn(db, op, illegal, 'dismissed')))
  const fraud = await receive('notice', 'fraud', '2026-06-29T00:00:00Z')
  await on('2026-07-02T00:00:00Z', () => tx((db) => closeCaseIn(db, op, fraud, 'resolved')))
  // Reports: one closed in 12 hours and reopened, one untouched, one from 2025 closed in 2026.
  const spam = await receive('report', 'spam', '2026-04-01T00:00:00Z', m2)
  await on('2026-04-01T12:00:00Z', () => tx((db) => closeCaseIn(db, op, spam, 'resolved')))
  await on('2026-05-01T00:00:00Z', () => tx((db) => closeCaseIn(db, op, spam, 'open')))
  await receive('report', 'scam', '2026-05-10T00:00:00Z', m2)
  const old = await receive('report', 'harassment', '2025-12-20T00:00:00Z', m3)
  await on('2026-01-02T00:00:00Z', () => tx((db) => closeCaseIn(db, op, old, 'resolved')))
  // Objections: to m2's ban, upheld as the ban is lifted (504 hours); to m3's ban of 2025,
  // rejected in 24 hours; to a hidden photo, upheld in 18 hours; one about a notice, untouched.
  const objectBan = await receive('objection', 'ban', '2026-03-20T00:00:00Z', m2)
  await on('2026-04-10T00:00:00Z', () => tx((db) => closeCaseIn(db, op, objectBan, 'resolved')))
  const objectOld = await receive('objection', 'ban', '2026-01-05T00:00:00Z', m3)
  await on('2026-01-06T00:00:00Z', () => tx((db) => closeCaseIn(db, op, objectOld, 'dismissed')))
  const objectPhoto = await receive('objection', 'photo', '2026-05-05T06:00:00Z', m5)
  await on('2026-05-06T00:00:00Z', () => tx((db) => closeCaseIn(db, op, objectPhoto, 'resolved')))
  await receive('objection', 'notice', '2026-06-20T00:00:00Z')
  // Not counted as notices or reports: a contact message; a notice of 2025.
  await receive('contact', 'account', '2026-03-05T00:00:00Z')
  const copyright = await receive('notice', 'copyright', '2025-11-01T00:00:00Z')
  await on('2025-11-02T00:00:00Z', () => tx((db) => closeCaseIn(db, op, copyright, 'dismissed')))

  // Bans: lifted in the half year; one in 2025; one now.
  await on('2026-03-10T00:00:00Z', () => banMember(app.db, op, m2, { ground: 'scam', reason }))
  await on('2026-04-10T00:00:00Z', () => unbanMember(app.db, op, m2, reason))
  await on('2025-10-01T00:00:00Z', () => banMember(app.db, op, m3, { ground: 'terms', reason }))
  await on(null, () => banMember(app.db, op, m4, { ground: 'harassment', reason }))
  // Photos: hidden and shown again in the half year; one hidden now.
  const [first, second] = photos5
  await on('2026-05-05T00:00:00Z', () => setPhotoHidden(app.db, op, first?.id ?? 0, true, reason))
  await on('2026-05-06T00:00:00Z', () => setPhotoHidden(app.db, op, first?.id ?? 0, false, reason))
  await on(null, () => setPhotoHidden(app.db, op, second?.id ?? 0, true, reason))

  // Verifications: approved and declined in the half year, declined in 2025, one pending.
  const decide = async (userId: number, when: string, approve: boolean, why?: 'face' | 'pose') => {
    const verification = await pendingVerification(userId)
    const decision = { verification, approve, ...(why === undefined ? {} : { reason: why }) }
    await on(when, () => decideVerification(app.db, op, decision, at(when)))
  }
  await decide(m6, '2026-03-15T00:00:00Z', true)
  await decide(m7, '2026-04-15T00:00:00Z', false, 'face')
  await decide(m8, '2025-12-01T00:00:00Z', false, 'pose')
  await pendingVerification(m9)

  // Fictional profiles: on the site through 2026-H1 (two), made later, deleted in it.
  const [f1 = 0, f2 = 0, , f4 = 0] = await insertMembers(
    app.db,
    Array.from({ length: 4 }, () => ({ fictional: true })),
  )
  const made = { createdAt: at('2025-05-01T00:00:00Z') }
  await app.db.update(users).set(made).where(eq(users.id, f1))
  await app.db
    .update(users)
    .set({ ...made, deletedAt: at('2026-03-01T00:00:00Z') })
    .where(eq(users.id, f2))
  await app.db
    .update(users)
    .set({ ...made, deletedAt: at('2026-09-01T00:00:00Z') })
    .where(eq(users.id, f4))
}

const report = (client: TestClient, query = '') => client.get(`/api/transparency.php${query}`)

describe('GET /api/transparency.php', () => {
  it('answers figures equal to counts made on the tables, for every half year', async () => {
    const visitor = new TestClient(app)
    const current = periodOf(new Date())
    const periods = periodsBetween(at('2025-10-01T00:00:00Z'), new Date())
    expect(jsonOf<TransparencyReport>(await report(visitor)).periods).toEqual(periods)
    for (const period of periods) {
      const answer = await report(visitor, `?period=${period}`)
      const body = jsonOf<TransparencyReport>(answer)
      expect(body).toMatchObject({ period, closed: period !== current, periods })
      expect(answer.headers['cache-control']).toBe(
        period === current ? 'private, max-age=600' : 'private, max-age=86400',
      )
      expect(body.figures).toEqual(await countedFigures(app.db, period, body.figures))
    }
  })

  it('holds the scripted half year exactly, and the last one over is the default', async () => {
    const answer = jsonOf<TransparencyReport>(await report(member.client))
    expect(answer).toMatchObject({ period: '2026-H1', starts: '2026-01-01', ends: '2026-06-30' })
    const { figures } = answer
    expect(figures.notices).toMatchObject({ received: 3, resolved: 1, dismissed: 1, open: 1 })
    expect(figures.notices).toMatchObject({ member_banned: 1, photo_hidden: 1, acted_on: 2 })
    expect(figures.notices.by_reason).toMatchObject({ fake: 1, illegal: 1, fraud: 1, other: 0 })
    expect(figures.notices.median_hours_to_act).toBe(27)
    expect(figures.reports).toMatchObject({ received: 2, open: 2, acted_on: 2 })
    expect(figures.reports.median_hours_to_act).toBe(162)
    expect(figures.objections).toEqual({
      received: 4,
      by_subject: { ban: 2, photo: 1, notice: 1 },
      upheld: 2,
      rejected: 1,
      open: 1,
      acted_on: 3,
      median_hours_to_act: 24,
    })
    expect(figures.suspensions).toMatchObject({ total: 2, by_ground: { fake: 1, scam: 1 } })
    expect(figures.photos.hidden).toBe(2)
    expect(figures.reversed).toEqual({ bans_lifted: 1, photos_shown_again: 1, cases_reopened: 1 })
    expect(figures.verifications).toMatchObject({ approved: 1, declined: 1 })
    expect(figures.verifications.declined_by_reason).toMatchObject({ face: 1, pose: 0 })
    expect(figures.fictional_profiles.on_site).toBe(2)
  })

  it('refuses a period that is malformed, before the first figures or still to come', async () => {
    const visitor = new TestClient(app)
    const bad = await report(visitor, '?period=2026-H3')
    expect([bad.statusCode, errorOf(bad).code]).toEqual([400, 'validation_failed'])
    const next = `${new Date().getUTCFullYear() + 1}-H1`
    for (const period of ['2019-H2', next]) {
      const answer = await report(visitor, `?period=${period}`)
      expect([answer.statusCode, errorOf(answer).code]).toEqual([400, 'transparency.period'])
    }
  })
})

describe('GET /api/admin/transparency.php', () => {
  const csv = (client: TestClient, period = '2026-H1') =>
    client.get(`/api/admin/transparency.php?period=${period}`)

  it('is refused to visitors and members, whatever the period', async () => {
    for (const client of [new TestClient(app), member.client]) {
      for (const period of ['2026-H1', 'nonsense']) {
        const answer = await csv(client, period)
        expect([answer.statusCode, errorOf(answer).code]).toEqual([403, 'admin.forbidden'])
      }
    }
  })

  it("gives an operator the page's figures as CSV", async () => {
    const answer = await csv(operator.client)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="transparency-2026-H1.csv"',
    )
    const [head, ...lines] = answer.body.trimEnd().split('\r\n')
    expect(head).toBe('section,key,value')
    const { figures } = jsonOf<TransparencyReport>(await report(member.client, '?period=2026-H1'))
    const expected = [
      'period,code,2026-H1',
      'period,starts,2026-01-01',
      'period,ends,2026-06-30',
      'period,closed,true',
      ...Object.entries(figures).flatMap(([section, part]) =>
        Object.entries(part as Record<string, number | null | Record<string, number>>).flatMap(
          ([key, value]) =>
            value !== null && typeof value === 'object'
              ? Object.entries(value).map(([inner, n]) => `${section},${key}.${inner},${String(n)}`)
              : [`${section},${key},${value === null ? '' : String(value)}`],
        ),
      ),
    ]
    expect(lines).toEqual(expected)
    expect(lines).toContain('suspensions,by_ground.fake,1')
    const bad = await csv(operator.client, '2026-H3')
    expect([bad.statusCode, errorOf(bad).code]).toEqual([400, 'validation_failed'])
  })
})
