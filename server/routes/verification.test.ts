// Verified members (issue 32 §1), the member's side: a pose to copy for a while, and the selfie
// (re-encoded, without metadata, exactly once per key, never the same picture twice, at most
// a few a day), queued for the operators. The decision: verification-decision.test.ts.
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  VERIFICATION_POSE_MINUTES,
  VERIFICATION_POSES,
  VERIFICATION_SELFIES_PER_DAY,
  type Verification,
} from '../../src/contract/verification'
import { cases, jobs, verifications } from '../db/schema'
import { signUp } from '../test/accounts'
import { addPhotos } from '../test/fixtures'
import { errorOf } from '../test/responses'
import { freshPicture, sendSelfie, start, stateOf, verificationTestApp } from '../test/verification'

const { context, memberWithPhoto, caseOf } = verificationTestApp()

describe('asking to be verified', () => {
  it('needs a main photo, then gives a random pose for a while; asking again changes it', async () => {
    const member = await signUp(context.app)
    expect(await stateOf(member.client)).toMatchObject({ state: 'none', pose: null })
    const refused = await start(member.client)
    expect([refused.statusCode, errorOf(refused).code]).toEqual([400, 'verification.no_photo'])

    await addPhotos(context.app, member.user.id, 1)
    const before = Date.now()
    const posing = (await start(member.client)).json<Verification>()
    expect(posing.state).toBe('posing')
    expect(VERIFICATION_POSES).toContain(posing.pose)
    const expires = Date.parse(posing.pose_expires_at ?? '')
    expect(expires - before).toBeGreaterThanOrEqual(VERIFICATION_POSE_MINUTES * 60_000 - 1000)
    expect(expires - before).toBeLessThanOrEqual(VERIFICATION_POSE_MINUTES * 60_000 + 5000)

    const again = (await start(member.client)).json<Verification>()
    expect(again.state).toBe('posing')
    expect(again.pose).not.toBe(posing.pose)
    const rows = await context.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.userId, member.user.id))
    expect(rows).toHaveLength(1)
  })

  it('refuses a selfie without a pose, or once the pose expired', async () => {
    const member = await memberWithPhoto()
    const none = await sendSelfie(member.client, await freshPicture())
    expect([none.statusCode, errorOf(none).code]).toEqual([409, 'verification.no_pose'])
    await start(member.client)
    await context.app.db
      .update(verifications)
      .set({ poseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.userId, member.user.id))
    expect((await stateOf(member.client)).state).toBe('none')
    const late = await sendSelfie(member.client, await freshPicture())
    expect([late.statusCode, errorOf(late).code]).toEqual([409, 'verification.pose_expired'])
  })

  it('is for members only', async () => {
    const visitor = (await signUp(context.app)).client
    await visitor.get('/api/logout.php')
    for (const response of [await stateOf(visitor), (await start(visitor)).json<object>()]) {
      expect(response).toMatchObject({ error: { code: 'auth.required' } })
    }
  })
})

describe('the selfie', () => {
  it('is kept re-encoded without metadata, once per key, and queued for the operators', async () => {
    const member = await memberWithPhoto()
    await start(member.client)
    const picture = await freshPicture({ exif: true })
    expect((await sharp(picture).metadata()).exif?.toString('latin1')).toContain('SecretCam')
    const key = randomUUID()
    const [first, retry] = [
      await sendSelfie(member.client, picture, key),
      await sendSelfie(member.client, picture, key),
    ]
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201])
    expect(first.json<Verification>()).toMatchObject({ state: 'pending', pose_expires_at: null })
    expect(retry.json()).toEqual(first.json())

    const rows = await context.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.userId, member.user.id))
    expect(rows).toHaveLength(1)
    const kept = await sharp(rows[0]?.selfie ?? Buffer.alloc(0)).metadata()
    expect(kept.format).toBe('jpeg')
    expect(kept.exif).toBeUndefined()
    const verification = rows[0]?.id ?? 0
    const queued = await caseOf(verification)
    expect(queued).toMatchObject({
      kind: 'verification',
      status: 'open',
      target: { id: member.user.id },
      target_verification: { status: 'pending', selfie: true, pose: rows[0]?.pose },
    })
    expect(queued?.target_verification?.photos).toHaveLength(2)
    // The member's own request: no acknowledgement mail is queued for it.
    const caseJobs = await context.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.case'), sql`${jobs.payload}->>'case' = ${String(queued?.id)}`))
    expect(caseJobs).toEqual([])

    const selfie = await context.operator.client.get(
      `/api/admin/selfie.php?verification=${verification}`,
    )
    expect([selfie.statusCode, selfie.headers['content-type']]).toEqual([200, 'image/jpeg'])
    expect(selfie.headers['cache-control']).toBe('private, no-store')
    const peek = await member.client.get(`/api/admin/selfie.php?verification=${verification}`)
    expect(peek.statusCode).toBe(403)
    // While it waits, no new pose.
    const busy = await start(member.client)
    expect([busy.statusCode, errorOf(busy).code]).toEqual([409, 'verification.pending'])
  })

  it('is stored once when a retry races its first attempt', async () => {
    const member = await memberWithPhoto()
    await start(member.client)
    const picture = await freshPicture()
    const key = randomUUID()
    const answers = await Promise.all([
      sendSelfie(member.client, picture, key),
      sendSelfie(member.client, picture, key),
      sendSelfie(member.client, picture, key),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    const rows = await context.app.db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.userId, member.user.id))
    expect(rows).toHaveLength(1)
    const queued = await context.app.db
      .select()
      .from(cases)
      .where(eq(cases.targetVerificationId, rows[0]?.id ?? 0))
    expect(queued).toHaveLength(1)
  })

  it('is refused when anyone sent the same picture before, re-encoded or not', async () => {
    const first = await memberWithPhoto()
    const picture = await freshPicture()
    await start(first.client)
    expect((await sendSelfie(first.client, picture)).statusCode).toBe(201)

    const second = await memberWithPhoto()
    await start(second.client)
    const same = await sendSelfie(second.client, picture)
    expect([same.statusCode, errorOf(same).code]).toEqual([409, 'verification.selfie_used'])
    const reencoded = await sharp(picture).resize(360, 480).jpeg({ quality: 60 }).toBuffer()
    const again = await sendSelfie(second.client, reencoded)
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'verification.selfie_used'])
    expect((await stateOf(second.client)).state).toBe('posing')
    expect((await sendSelfie(second.client, await freshPicture())).statusCode).toBe(201)
  })

  it(`is taken at most ${VERIFICATION_SELFIES_PER_DAY} times a day`, async () => {
    const member = await memberWithPhoto()
    const earlier = new Date(Date.now() - 60 * 60_000)
    await context.app.db.insert(verifications).values(
      Array.from({ length: VERIFICATION_SELFIES_PER_DAY }, () => ({
        userId: member.user.id,
        pose: 'peace' as const,
        status: 'declined' as const,
        poseExpiresAt: earlier,
        submittedAt: earlier,
        decidedAt: earlier,
        declineReason: 'quality' as const,
      })),
    )
    await start(member.client)
    const refused = await sendSelfie(member.client, await freshPicture())
    expect([refused.statusCode, errorOf(refused).code]).toEqual([429, 'verification.too_many'])
  })
})
