// Verified members (issue 32 §1), the operator's decision: the selfie deleted, the case closed,
// audited, the member told; the badge shown to others until the main photo changes; and what
// deleting the account takes along.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { MemberResponse } from '../../src/contract/members'
import type { NotificationsResponse } from '../../src/contract/notifications'
import type { Verification } from '../../src/contract/verification'
import { auditLog, cases, verifications } from '../db/schema'
import { signUp } from '../test/accounts'
import { errorOf } from '../test/responses'
import { start, stateOf, verificationTestApp } from '../test/verification'

const { context, pendingMember, decide, caseOf } = verificationTestApp()

describe("the operator's decision", () => {
  it('declines with a reason: the selfie goes, the case closes, the member is told', async () => {
    const { member, verification } = await pendingMember()
    const noReason = await decide({ verification, approve: false })
    expect(noReason.statusCode).toBe(400)
    const declined = await decide({ verification, approve: false, reason: 'face', note: 'Cap' })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json()).toMatchObject({ state: 'declined' })
    expect(await stateOf(member.client)).toMatchObject({
      state: 'declined',
      decline_reason: 'face',
    })
    const [row] = await context.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, verification))
    expect(row?.selfie).toBeNull()
    expect(row?.selfieSha256).toMatch(/^[0-9a-f]{64}$/)
    const gone = await context.operator.client.get(
      `/api/admin/selfie.php?verification=${verification}`,
    )
    expect([gone.statusCode, errorOf(gone).code]).toEqual([404, 'verification.no_selfie'])
    expect(await caseOf(verification)).toMatchObject({
      status: 'resolved',
      note: 'Cap',
      target_verification: { status: 'declined', selfie: false, decline_reason: 'face' },
    })
    const audit = await context.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, member.user.id))
    expect(audit.map((entry) => [entry.action, entry.operatorId])).toEqual([
      ['decline_verification', context.operator.user.id],
    ])
    const told = (await member.client.get('/api/notifications.php')).json<NotificationsResponse>()
    expect(told.items[0]).toMatchObject({
      type: 'notice',
      notice: 'verification_declined',
      reason: 'face',
    })

    // The same decision again (a double tap, a retry) answers the first; another one is refused.
    const again = await decide({ verification, approve: false, reason: 'face', note: 'Cap' })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toEqual(declined.json())
    const twice = await decide({ verification, approve: true })
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'verification.decided'])
    const otherReason = await decide({ verification, approve: false, reason: 'pose' })
    expect([otherReason.statusCode, errorOf(otherReason).code]).toEqual([
      409,
      'verification.decided',
    ])
    const audited = await context.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, member.user.id))
    expect(audited, 'a repeated decision is not audited again').toHaveLength(1)
    // Declined, the member may ask again.
    expect((await start(member.client)).json<Verification>().state).toBe('posing')
  })

  it('approves: the badge shows to others until the main photo changes', async () => {
    const { member, verification } = await pendingMember()
    const viewer = await signUp(context.app)
    const page = async () =>
      (await viewer.client.get(`/api/member.php?id=${member.user.id}`)).json<MemberResponse>()
    expect((await page()).profile.verified).toBe(false)

    // The generic close is not the way to decide a verification.
    const queued = await caseOf(verification)
    const closing = await context.operator.client.post('/api/admin/case.php', {
      case: queued?.id,
      status: 'dismissed',
    })
    expect([closing.statusCode, errorOf(closing).code]).toEqual([409, 'verification.pending'])

    const approved = await decide({ verification, approve: true })
    expect(approved.statusCode, approved.body).toBe(200)
    const mine = await stateOf(member.client)
    expect(mine).toMatchObject({ state: 'verified', decline_reason: null })
    expect(mine.verified_at).not.toBeNull()
    expect((await page()).profile.verified).toBe(true)
    const told = (await member.client.get('/api/notifications.php')).json<NotificationsResponse>()
    expect(told.items[0]).toMatchObject({ type: 'notice', notice: 'verification_approved' })
    const already = await start(member.client)
    expect([already.statusCode, errorOf(already).code]).toEqual([409, 'verification.verified'])

    const [, other] = (await page()).profile.images
    const changed = await member.client.put('/api/profileimage.php', { main_image: other?.id })
    expect(changed.statusCode).toBe(200)
    expect((await stateOf(member.client)).state).toBe('lapsed')
    expect((await page()).profile.verified).toBe(false)
  })

  it('is refused when the member has no main photo any more', async () => {
    const { member, verification } = await pendingMember()
    const photos = (await member.client.get('/api/user.php')).json<{
      profile: { images: { id: number }[] }
    }>().profile.images
    for (const photo of photos) {
      await member.client.delete('/api/profileimage.php', { image: photo.id })
    }
    const refused = await decide({ verification, approve: true })
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'verification.no_photo'])
    const [row] = await context.app.db
      .select({ status: verifications.status })
      .from(verifications)
      .where(eq(verifications.id, verification))
    expect(row?.status).toBe('pending')
    expect((await decide({ verification, approve: false, reason: 'mismatch' })).statusCode).toBe(
      200,
    )
    const [open] = await context.app.db
      .select({ status: cases.status })
      .from(cases)
      .where(eq(cases.targetVerificationId, verification))
    expect(open?.status).toBe('resolved')
  })
})

describe('deleting the account', () => {
  it('takes an undecided selfie and its case along; decisions stay', async () => {
    const { member, verification } = await pendingMember()
    const earlier = new Date(Date.now() - 60_000)
    await context.app.db.insert(verifications).values({
      userId: member.user.id,
      pose: 'peace',
      status: 'declined',
      poseExpiresAt: earlier,
      submittedAt: earlier,
      decidedAt: earlier,
      declineReason: 'quality',
      selfieSha256: 'a'.repeat(64),
    })
    const deleted = await member.client.delete('/api/user.php', { password: member.password })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const left = await context.app.db
      .select({ status: verifications.status, selfie: verifications.selfie })
      .from(verifications)
      .where(eq(verifications.userId, member.user.id))
    expect(left).toEqual([{ status: 'declined', selfie: null }])
    const queued = await context.app.db
      .select()
      .from(cases)
      .where(eq(cases.targetVerificationId, verification))
    expect(queued).toEqual([])
  })
})
