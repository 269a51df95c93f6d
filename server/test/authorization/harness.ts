// The authorization test's harness: the app it builds once (setUpHarness, called in
// beforeAll), a fresh member A and member B with something of everything (world), and
// acrossMembers, which runs A's calls on B's data and checks B's rows and A's answers. Nothing
// here holds the app: each entry of the table gets the harness when its test runs.
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { UserResponse } from '../../../src/contract/user'
import type { App } from '../../app'
import { setCreditBalance } from '../../domain/credits/credit-balance'
import type { OutboxMail } from '../../domain/mail/outbox'
import { SESSION_COOKIE } from '../../http/session-cookies'
import { linkPath, signUp, type Member } from '../accounts'
import { buildTestApp } from '../app'
import { addMessage } from '../fixtures'
import { rowsOf, type Rows } from './rows'

export const B_PASSWORD = 'bravo private passphrase'
const B_BIRTH_DATE = '1991-04-17'

/** What the test builds once: the app, a photo to upload, and Carol. */
export interface Harness {
  app: App
  photo: Buffer
  /** A third member B likes and who likes B: rows A must not reach. */
  carol: Member
}

export async function setUpHarness(): Promise<Harness> {
  const app = await buildTestApp({ DEV_TOOLS: '1', RATE_LIMIT_FACTOR: '1000' })
  const photo = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#3050c8' },
  })
    .png()
    .toBuffer()
  return { app, photo, carol: await signUp(app) }
}

export interface Victim extends Member {
  endpoint: string
}

export interface World extends Harness {
  a: Member
  b: Victim
}

export type Scope =
  /** the same for everyone, no member data */
  | 'public'
  /** for visitors: signing up, logging in, checking or resetting an address */
  | 'visitor'
  /** this browser's own session (logging out) */
  | 'session'
  /** a mailed link: its token is the proof; without one it needs a login */
  | 'link'
  /** login optional: what it shows depends on who asks, never private data of others */
  | 'viewer'
  /** a logged-in member, on their own data only */
  | 'member'
  /** development only (DEV_TOOLS), a logged-in member on their own data */
  | 'dev'
  /** the operator area: refused to every member (and visitor: admin.test.ts) */
  | 'operator'

export interface Entry {
  scope: Scope
  /** a well-formed request of a visitor: a member-only call must answer it 403 auth.required */
  loggedOut?: (ids: { member: number }) => {
    query?: string
    payload?: Record<string, unknown>
    multipart?: boolean
  }
  /** member A's attempt on member B */
  across: (harness: Harness) => Promise<void>
}

export interface Across {
  /** B's own doing before the snapshot (so it is not counted as A's) */
  prepare?: (world: World) => Promise<unknown>
  /** A's calls; answers the bodies A got back */
  act: (world: World) => Promise<string[]>
  /** what the call's own rule may change in B's rows, left out of the comparison */
  ignore?: (rows: Rows, world: World) => Rows
  /** what that change must be */
  check?: (after: Rows, before: Rows, world: World) => void
}

export function multipart(file: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'klik-authorization-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export async function expectStatus(response: Promise<LightMyRequestResponse>, status: number) {
  const answer = await response
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(status)
  return answer
}

/** A and a B with something of everything: profile, photo, likes, push, saved search, credits. */
async function world(harness: Harness): Promise<World> {
  const { app, photo, carol } = harness
  const a = await signUp(app)
  const member = await signUp(app, { password: B_PASSWORD })
  const b: Victim = { ...member, endpoint: `https://push.example.com/b/${member.user.id}` }
  const { client } = b
  const list = await expectStatus(client.get('/api/interests.php?lang=en'), 200)
  const interestIds = (JSON.parse(list.body) as { interests: { id: number }[] }).interests
    .slice(0, 2)
    .map((interest) => interest.id)
  await expectStatus(
    client.put('/api/user.php', {
      gender: 'female',
      date_of_birth: B_BIRTH_DATE,
      city: 'Utrecht',
      personal: 'Likes long walks',
      smoking: 'no',
      interests: interestIds,
    }),
    200,
  )
  const upload = multipart(photo)
  await expectStatus(
    client.request({
      method: 'POST',
      url: '/api/profileimage.php',
      payload: upload.payload,
      headers: upload.headers,
    }),
    201,
  )
  await expectStatus(client.post('/api/likes.php', { profile: carol.user.id }), 200)
  await expectStatus(client.post('/api/likes.php', { profile: a.user.id }), 200)
  await expectStatus(carol.client.post('/api/likes.php', { profile: b.user.id }), 200)
  await expectStatus(
    client.post('/api/user.php?push=1', {
      subscription: { endpoint: b.endpoint, keys: { p256dh: 'b-p256dh', auth: 'b-auth' } },
    }),
    204,
  )
  await expectStatus(
    client.get('/api/search.php?manual_search=1&gender=male&min_age=30&max_age=45'),
    200,
  )
  await setCreditBalance(app.db, b.user.id, 50, 'test_grant')
  const chat = await expectStatus(client.get(`/api/chat.php?profile=${carol.user.id}`), 200)
  await addMessage(app.db, (JSON.parse(chat.body) as { id: number }).id, b.user.id, 'Hi Carol')
  return { ...harness, a, b }
}

/** B's private data must not be in what A got back. */
function expectNothingPrivateOf(b: Victim, ...bodies: string[]) {
  const token = b.client.cookies.get(SESSION_COOKIE) ?? 'no session'
  for (const body of bodies) {
    const text = body.toLowerCase()
    for (const secret of [b.email, B_BIRTH_DATE, b.endpoint, token, B_PASSWORD]) {
      expect(text, `A's answer holds B's ${secret}`).not.toContain(secret.toLowerCase())
    }
  }
}

/** Runs A's calls on a fresh A and B: B's rows stay as they were, A sees nothing private. */
export function acrossMembers({ prepare, act, ignore = (rows) => rows, check }: Across) {
  return async (harness: Harness): Promise<void> => {
    const current = await world(harness)
    const { db } = harness.app
    await prepare?.(current)
    const before = await rowsOf(db, current.b.user.id)
    const bodies = await act(current)
    const after = await rowsOf(db, current.b.user.id)
    expect(ignore(after, current)).toEqual(ignore(before, current))
    check?.(after, before, current)
    expectNothingPrivateOf(current.b, ...bodies)
    // B is still logged in and sees their own account.
    const mine = await expectStatus(current.b.client.get('/api/user.php'), 200)
    expect((JSON.parse(mine.body) as UserResponse).id).toBe(current.b.user.id)
  }
}

/** The token of a mail's first link. */
export function tokenOf(mail: OutboxMail): string {
  return new URL(`http://localhost${linkPath(mail)}`).searchParams.get('token') ?? ''
}

export async function me(member: Member): Promise<UserResponse> {
  const response = await expectStatus(member.client.get('/api/user.php'), 200)
  return JSON.parse(response.body) as UserResponse
}
