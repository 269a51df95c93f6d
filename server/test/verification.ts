// The verification tests' shared steps (routes/verification*.test.ts): an app with an operator,
// asking for a pose, sending a selfie, a member with photos or with a pending selfie, and the
// operator's view of a request's case.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AdminCase } from '../../src/contract/admin'
import type { Verification } from '../../src/contract/verification'
import type { App } from '../app'
import { verifications } from '../db/schema'
import { setOperator } from '../domain/admin/operators'
import { signUp, type Member, type TestClient } from './accounts'
import { buildTestApp } from './app'
import { addPhotos } from './fixtures'
import { distinctPicture } from './images'
import { filePart, postMultipart } from './multipart'

export const stateOf = async (client: TestClient) =>
  (await client.get('/api/verification.php')).json<Verification>()
export const start = (client: TestClient) => client.post('/api/verification.php', {})
export const sendSelfie = (client: TestClient, picture: Buffer, key?: string) =>
  postMultipart(
    client,
    '/api/verification_selfie.php',
    [filePart(picture, 'selfie.jpg', 'image/jpeg', 'selfie')],
    key === undefined ? {} : { headers: { 'idempotency-key': key } },
  )

let seed = 1
/** A picture no other call of this run sent. */
export const freshPicture = (options: { exif?: boolean } = {}) => distinctPicture(seed++, options)

/** The file's app (built before its tests, closed after them) with an operator. */
export function verificationTestApp() {
  const context = {} as { app: App; operator: Member }
  beforeAll(async () => {
    context.app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
    context.operator = await signUp(context.app)
    await setOperator(context.app.db, context.operator.email, true)
  })
  afterAll(() => context.app.close())

  /** A member with two photos, the first one main. */
  async function memberWithPhoto(): Promise<Member> {
    const member = await signUp(context.app)
    await addPhotos(context.app, member.user.id, 2)
    return member
  }

  /** A member who asked for a pose and sent a picture of their own: pending. */
  async function pendingMember(): Promise<{ member: Member; verification: number }> {
    const member = await memberWithPhoto()
    expect((await start(member.client)).statusCode).toBe(200)
    const sent = await sendSelfie(member.client, await freshPicture())
    expect(sent.statusCode, sent.body).toBe(201)
    const [row] = await context.app.db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.userId, member.user.id))
    return { member, verification: row?.id ?? 0 }
  }

  /** The operator's decision (POST /api/admin/verification.php). */
  const decide = (body: object) => context.operator.client.post('/api/admin/verification.php', body)

  /** The queue's case of a request, as the operator sees it. */
  async function caseOf(verification: number): Promise<AdminCase | undefined> {
    const queue = await context.operator.client.get(
      '/api/admin/cases.php?status=all&kind=verification',
    )
    return queue
      .json<{ cases: AdminCase[] }>()
      .cases.find((item) => item.target_verification?.id === verification)
  }

  return { context, memberWithPhoto, pendingMember, decide, caseOf }
}
