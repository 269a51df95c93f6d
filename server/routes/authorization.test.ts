// Who may call what, and on whose data. Every operation of /api/docs is in SCOPES with how it
// is scoped; a new operation fails this test until it is classified there (with its check).
// For each one, member A calls it with member B's ids, address, password or links: B's rows
// stay as they were (where the call's own rule says otherwise, the test says which rows and
// why) and nothing A gets back carries B's private data (address, birth date, push endpoint,
// session). Member-only calls answer a logged-out visitor 403 auth.required.
import { and, asc, eq, or } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type {
  BlockedMembersResponse,
  LikesResponse,
  MemberResponse,
} from '../../src/contract/members'
import type { NotificationSettings, NotificationsResponse } from '../../src/contract/notifications'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  images,
  likes,
  mails,
  memberDiscounts,
  memberInterests,
  messages,
  notices,
  notificationSettings,
  oneTimeTokens,
  orders,
  profiles,
  pushSubscriptions,
  savedSearches,
  sessions,
  spendingLimits,
  users,
} from '../db/schema'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { signEmailCheck } from '../domain/accounts/email-check'
import { signupCsrf } from '../domain/accounts/signup-csrf'
import { signUnsubscribe } from '../domain/mail/unsubscribe-token'
import { SESSION_COOKIE } from '../http/session-cookies'
import {
  linkPath,
  mailTo,
  signUp,
  signupBody,
  TestClient,
  uniqueEmail,
  type Member,
} from '../test/accounts'
import { buildTestApp } from '../test/app'
import { addMessage } from '../test/fixtures'
import { checkout, order, orderBody, testPaymentId, webhook } from '../test/payments'
import type { OutboxMail } from '../domain/mail/outbox'
import { loadOperations } from '../test/openapi'

let app: App
let photo: Buffer
/** A third member B likes and who likes B: rows A must not reach. */
let carol: Member
beforeAll(async () => {
  app = await buildTestApp({ DEV_TOOLS: '1', RATE_LIMIT_FACTOR: '1000' })
  photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3050c8' } })
    .png()
    .toBuffer()
  carol = await signUp(app)
})
afterAll(() => app.close())

const B_PASSWORD = 'bravo private passphrase'
const B_BIRTH_DATE = '1991-04-17'

interface Victim extends Member {
  endpoint: string
}

interface World {
  a: Member
  b: Victim
}

function multipart(file: Buffer): { payload: Buffer; headers: Record<string, string> } {
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

async function expectStatus(response: Promise<LightMyRequestResponse>, status: number) {
  const answer = await response
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(status)
  return answer
}

/** A and a B with something of everything: profile, photo, likes, push, saved search, credits. */
async function world(): Promise<World> {
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
  return { a, b }
}

/** Everything stored of member `id`: the rows only they own. */
async function rowsOf(id: number) {
  const { db } = app
  return {
    user: await db.select().from(users).where(eq(users.id, id)),
    profile: await db.select().from(profiles).where(eq(profiles.userId, id)),
    images: await db.select().from(images).where(eq(images.userId, id)).orderBy(asc(images.id)),
    likes: await db.select().from(likes).where(eq(likes.likerId, id)).orderBy(asc(likes.likedId)),
    blocks: await db
      .select()
      .from(blocks)
      .where(eq(blocks.blockerId, id))
      .orderBy(asc(blocks.blockedId)),
    push: await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id))
      .orderBy(asc(pushSubscriptions.id)),
    savedSearch: await db.select().from(savedSearches).where(eq(savedSearches.userId, id)),
    interests: await db
      .select()
      .from(memberInterests)
      .where(eq(memberInterests.userId, id))
      .orderBy(asc(memberInterests.interestId)),
    sessions: await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(asc(sessions.id)),
    spendingLimit: await db.select().from(spendingLimits).where(eq(spendingLimits.memberId, id)),
    ledger: await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.memberId, id))
      .orderBy(asc(creditLedger.id)),
    conversations: await db
      .select()
      .from(conversations)
      .where(or(eq(conversations.memberLow, id), eq(conversations.memberHigh, id)))
      .orderBy(asc(conversations.id)),
    chatViews: await db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.memberId, id))
      .orderBy(asc(conversationMembers.conversationId)),
    messages: await db
      .select()
      .from(messages)
      .where(eq(messages.senderId, id))
      .orderBy(asc(messages.id)),
    notices: await db
      .select()
      .from(notices)
      .where(eq(notices.memberId, id))
      .orderBy(asc(notices.id)),
    orders: await db.select().from(orders).where(eq(orders.memberId, id)).orderBy(asc(orders.id)),
    discounts: await db
      .select()
      .from(memberDiscounts)
      .where(eq(memberDiscounts.memberId, id))
      .orderBy(asc(memberDiscounts.id)),
    notificationSettings: await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.memberId, id)),
    tokens: await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, id))
      .orderBy(asc(oneTimeTokens.id)),
  }
}
type Rows = Awaited<ReturnType<typeof rowsOf>>

/** B's conversation with Carol (made by world()). */
async function conversationOf(b: Member): Promise<number> {
  const [theirs] = (await rowsOf(b.user.id)).conversations
  if (theirs === undefined) throw new Error('B has no conversation')
  return theirs.id
}

/** `rows` without the conversation with `memberId` (and B's view of it): A may open one. */
function withoutConversationWith(rows: Rows, memberId: number): Rows {
  const theirs = rows.conversations.filter(
    (row) => row.memberLow === memberId || row.memberHigh === memberId,
  )
  const ids = new Set(theirs.map((row) => row.id))
  return {
    ...rows,
    conversations: rows.conversations.filter((row) => !ids.has(row.id)),
    chatViews: rows.chatViews.filter((row) => !ids.has(row.conversationId)),
  }
}

/** `rows` without the like of `likedId`: for calls whose rule touches that one like. */
function withoutLikeOf(rows: Rows, likedId: number): Rows {
  return { ...rows, likes: rows.likes.filter((row) => row.likedId !== likedId) }
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

interface Across {
  /** B's own doing before the snapshot (so it is not counted as A's) */
  prepare?: (world: World) => Promise<void>
  /** A's calls; answers the bodies A got back */
  act: (world: World) => Promise<string[]>
  /** what the call's own rule may change in B's rows, left out of the comparison */
  ignore?: (rows: Rows, world: World) => Rows
  /** what that change must be */
  check?: (after: Rows, before: Rows, world: World) => void
}

/**
 * A liking B, who likes A, is a like back (issue 28 §6): B's like of A is answered (seen: the
 * receiver A's state) and B gets the match notice, naming A. Nothing else of B's changes.
 */
const likeBack: Pick<Across, 'ignore' | 'check'> = {
  ignore: (rows, { a }) => ({
    ...rows,
    likes: rows.likes.map((row) => (row.likedId === a.user.id ? { ...row, seenAt: null } : row)),
    notices: rows.notices.filter((row) => row.kind !== 'match'),
  }),
  check: (after, before, { a }) => {
    const matches = (rows: Rows) =>
      rows.notices.filter((row) => row.kind === 'match').map((row) => row.data)
    expect(matches(after)).toEqual([...matches(before), { member: String(a.user.id) }])
  },
}

/** Runs A's calls on a fresh A and B: B's rows stay as they were, A sees nothing private. */
async function acrossMembers({ prepare, act, ignore = (rows) => rows, check }: Across) {
  const current = await world()
  await prepare?.(current)
  const before = await rowsOf(current.b.user.id)
  const bodies = await act(current)
  const after = await rowsOf(current.b.user.id)
  expect(ignore(after, current)).toEqual(ignore(before, current))
  check?.(after, before, current)
  expectNothingPrivateOf(current.b, ...bodies)
  // B is still logged in and sees their own account.
  const mine = await expectStatus(current.b.client.get('/api/user.php'), 200)
  expect((JSON.parse(mine.body) as UserResponse).id).toBe(current.b.user.id)
}

/** The token of a mail's first link. */
function tokenOf(mail: OutboxMail): string {
  return new URL(`http://localhost${linkPath(mail)}`).searchParams.get('token') ?? ''
}

async function me(member: Member): Promise<UserResponse> {
  const response = await expectStatus(member.client.get('/api/user.php'), 200)
  return JSON.parse(response.body) as UserResponse
}

/** A public call answers A as it answers a visitor, and with nothing private of B. */
function sameForEveryone(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return () =>
    acrossMembers({
      act: async ({ a }) => {
        const send = (client: TestClient) =>
          method === 'GET' ? client.get(url) : client.post(url, payload)
        const asVisitor = await send(new TestClient(app))
        const asMember = await send(a.client)
        expect(asMember.statusCode).toBe(asVisitor.statusCode)
        expect(asMember.body).toBe(asVisitor.body)
        return [asMember.body]
      },
    })
}

type Scope =
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

interface Entry {
  scope: Scope
  /** a well-formed request of a visitor: a member-only call must answer it 403 auth.required */
  loggedOut?: (ids: { member: number }) => {
    query?: string
    payload?: Record<string, unknown>
    multipart?: boolean
  }
  /** member A's attempt on member B */
  across: () => Promise<void>
}

/** Per member B: the client key or order id of B's order, made in `prepare`. */
const keys = new Map<number, string>()
const transactions = new Map<number, string>()

/** An operator call: member A is refused (403 admin.forbidden) and B's rows stay as they were. */
function refusedToMembers(
  method: 'GET' | 'POST' | 'DELETE',
  url: (b: number) => string,
  payload?: (b: number) => unknown,
) {
  return () =>
    acrossMembers({
      act: async ({ a, b }) => {
        const target = url(b.user.id)
        const body = payload?.(b.user.id)
        const response = await a.client.request({
          method,
          url: target,
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        })
        expect(response.statusCode, response.body).toBe(403)
        expect(response.json<ErrorBody>().error.code).toBe('admin.forbidden')
        return [response.body]
      },
    })
}

/** A case sent by A about B: A's own case, B's rows untouched, nothing of B's in the answer. */
function caseAbout(url: string, payload: (b: number) => Record<string, unknown>) {
  return () =>
    acrossMembers({
      act: async ({ a, b }) => {
        const response = await expectStatus(
          a.client.post(url, { key: randomUUID(), ...payload(b.user.id) }),
          200,
        )
        return [response.body]
      },
    })
}

const SCOPES: Record<string, Entry> = {
  'POST /api/contact.php': {
    scope: 'viewer',
    across: caseAbout('/api/contact.php', () => ({
      topic: 'other',
      body: 'A question about my own account.',
    })),
  },
  'POST /api/complaint.php': {
    scope: 'viewer',
    across: caseAbout('/api/complaint.php', (b) => ({
      reason: 'fake',
      member: b,
      body: 'This profile uses photos of someone else.',
      good_faith: true,
    })),
  },
  'POST /api/report.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({
      payload: { key: randomUUID(), reason: 'fake', profile: member },
    }),
    across: caseAbout('/api/report.php', (b) => ({ reason: 'fake', profile: b })),
  },
  'GET /api/admin/cases.php': {
    scope: 'operator',
    across: refusedToMembers('GET', (b) => `/api/admin/cases.php?status=all&member=${b}`),
  },
  'POST /api/admin/case.php': {
    scope: 'operator',
    across: refusedToMembers(
      'POST',
      () => '/api/admin/case.php',
      () => ({ case: 1, status: 'dismissed' }),
    ),
  },
  'GET /api/admin/member.php': {
    scope: 'operator',
    across: refusedToMembers('GET', (b) => `/api/admin/member.php?id=${b}`),
  },
  'POST /api/admin/ban.php': {
    scope: 'operator',
    across: refusedToMembers(
      'POST',
      () => '/api/admin/ban.php',
      (b) => ({ member: b, ground: 'terms', reason: 'spite' }),
    ),
  },
  'DELETE /api/admin/ban.php': {
    scope: 'operator',
    across: refusedToMembers(
      'DELETE',
      () => '/api/admin/ban.php',
      (b) => ({ member: b, reason: 'spite' }),
    ),
  },
  'POST /api/admin/photo.php': {
    scope: 'operator',
    across: refusedToMembers(
      'POST',
      () => '/api/admin/photo.php',
      () => ({ photo: 1, hidden: true, reason: 'spite' }),
    ),
  },
  'POST /api/admin/refund.php': {
    scope: 'operator',
    across: refusedToMembers(
      'POST',
      () => '/api/admin/refund.php',
      () => ({ order: 'ord_x', reason: 'spite' }),
    ),
  },
  'GET /api/admin/audit.php': {
    scope: 'operator',
    across: refusedToMembers('GET', (b) => `/api/admin/audit.php?member=${b}`),
  },
  'GET /api/settings.php': { scope: 'public', across: sameForEveryone('GET', '/api/settings.php') },
  'GET /api/companyinfo.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/companyinfo.php'),
  },
  'GET /api/page.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/page.php?name=terms&lang=en'),
  },
  'GET /api/regions.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/regions.php?country=NL'),
  },
  'GET /api/profile_fields.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/profile_fields.php'),
  },
  'GET /api/interests.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/interests.php?lang=nl'),
  },
  'GET /api/geocode.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/geocode.php?lat=52.09&lon=5.12'),
  },
  'POST /api/page-hidden.php': {
    scope: 'public',
    across: sameForEveryone('POST', '/api/page-hidden.php', {}),
  },
  'GET /api/chats.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's list holds A's conversations only: B's with Carol is not in it.
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/chats.php'), 200)
          expect((JSON.parse(response.body) as { chats: unknown[] }).chats).toEqual([])
          return [response.body]
        },
      }),
  },
  'GET /api/chat.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ query: `profile=${member}` }),
    // A opening a chat with B makes their conversation and B's view of it (the call's rule);
    // B's conversation with Carol stays as it was.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.get(`/api/chat.php?profile=${b.user.id}`),
            200,
          )
          return [response.body]
        },
        ignore: (rows, { a }) => withoutConversationWith(rows, a.user.id),
        check: (after, before) => {
          expect(after.conversations).toHaveLength(before.conversations.length + 1)
        },
      }),
  },
  'DELETE /api/chat.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { conversation: 1 } }),
    // A cannot hide B's conversation with Carol, by its id or by Carol's profile.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const [theirs] = await rowsOf(b.user.id).then((rows) => rows.conversations)
          const byId = await expectStatus(
            a.client.delete('/api/chat.php', { conversation: theirs?.id }),
            404,
          )
          const byProfile = await expectStatus(
            a.client.delete('/api/chat.php', { profile: carol.user.id }),
            200,
          )
          expect(JSON.parse(byProfile.body)).toEqual({ hidden: 0 })
          return [byId.body, byProfile.body]
        },
      }),
  },
  'GET /api/messages.php': {
    scope: 'member',
    loggedOut: () => ({ query: 'conversation=1' }),
    // A cannot read B's conversation with Carol.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const url = `/api/messages.php?conversation=${await conversationOf(b)}`
          return [(await expectStatus(a.client.get(url), 404)).body]
        },
      }),
  },
  'POST /api/messages.php': {
    scope: 'member',
    loggedOut: () => ({
      payload: { conversation: 1, client_id: '0190c6b2-7c1e-7a00-8000-000000000001', text: 'Hi' },
    }),
    // A, with credits, cannot write in B's conversation with Carol, nor reuse B's message id.
    across: () =>
      acrossMembers({
        prepare: ({ a }) => setCreditBalance(app.db, a.user.id, 100, 'test_grant').then(() => {}),
        act: async ({ a, b }) => {
          const conversation = await conversationOf(b)
          const [mine] = (await rowsOf(b.user.id)).messages
          const response = await expectStatus(
            a.client.post('/api/messages.php', {
              conversation,
              client_id: mine?.clientId,
              text: 'Not yours',
            }),
            404,
          )
          return [response.body]
        },
      }),
  },
  'POST /api/messages_read.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { conversation: 1, message: 1 } }),
    // A cannot mark B's conversation read (or unread) for anyone.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const [mine] = (await rowsOf(b.user.id)).messages
          const response = await expectStatus(
            a.client.post('/api/messages_read.php', {
              conversation: await conversationOf(b),
              message: mine?.id,
            }),
            404,
          )
          return [response.body]
        },
      }),
  },
  'POST /api/typing.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { conversation: 1 } }),
    // A cannot tell anyone they are writing in B's conversation.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.post('/api/typing.php', { conversation: await conversationOf(b) }),
            404,
          )
          return [response.body]
        },
      }),
  },
  'GET /api/events.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's channel, replayed from the very first event, carries A's events only: not B's like
    // from Carol, B's balance or B's message to Carol.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const head = await app.inject({
            url: '/api/events.php?last_event_id=0',
            headers: { cookie: `${SESSION_COOKIE}=${a.client.cookies.get(SESSION_COOKIE)}` },
            payloadAsStream: true,
          })
          expect(head.statusCode).toBe(200)
          const stream = head.stream()
          let text = ''
          stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
          await new Promise((resolve) => setTimeout(resolve, 300))
          stream.destroy()
          expect(text).toContain(`event: like\ndata: {"profile":${b.user.id}}`)
          // Whole ids only: Carol's 1 must not match B's 12.
          expect(text).not.toMatch(new RegExp(`"profile":${carol.user.id}\\b`))
          expect(text).not.toContain('Hi Carol')
          expect(text).not.toContain('event: balance')
          return [text]
        },
      }),
  },
  'GET /api/xcams/search.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/xcams/search.php?gender=female'),
  },
  'GET /api/xcams/redirect.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/xcams/redirect.php?account=nobody-here'),
  },
  'GET /api/resellpartner.php': {
    scope: 'public',
    across: sameForEveryone('GET', '/api/resellpartner.php?flow=profile-search'),
  },

  'GET /api/user.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/user.php'), 200)
          expect((JSON.parse(response.body) as UserResponse).id).toBe(a.user.id)
          return [response.body]
        },
      }),
  },
  'PUT /api/user.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { city: 'Zwolle' } }),
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          // The body names no member: an id (read-only, as GET returns it) is ignored, and the
          // change lands on A, whose session it is.
          const smuggled = await expectStatus(
            a.client.put('/api/user.php', { id: b.user.id, city: 'Zwolle' }),
            200,
          )
          expect((JSON.parse(smuggled.body) as UserResponse).id).toBe(a.user.id)
          const saved = await expectStatus(
            a.client.put('/api/user.php', { city: 'Zwolle', personal: 'A was here' }),
            200,
          )
          const answer = JSON.parse(saved.body) as UserResponse
          expect(answer.id).toBe(a.user.id)
          expect(answer.profile.city).toBe('Zwolle')
          return [smuggled.body, saved.body]
        },
      }),
  },
  'DELETE /api/user.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { password: B_PASSWORD } }),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          // B's password is not A's: refused. A's own deletes A only.
          const wrong = await expectStatus(
            a.client.delete('/api/user.php', { password: B_PASSWORD }),
            403,
          )
          expect(JSON.parse(wrong.body)).toMatchObject({ error: { code: 'auth.wrong_password' } })
          const done = await expectStatus(
            a.client.delete('/api/user.php', { password: a.password }),
            200,
          )
          const [gone] = await app.db.select().from(users).where(eq(users.id, a.user.id))
          expect(gone?.deletedAt).not.toBeNull()
          return [wrong.body, done.body]
        },
      }),
  },
  'POST /api/user.php?new=1': {
    scope: 'visitor',
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          // Even with a proof made by the server's own key, B's address cannot be taken over.
          const body = await signupBody(a.client, { email: uniqueEmail() })
          const response = await expectStatus(
            a.client.post('/api/user.php?new=1', {
              ...body,
              email: b.email,
              csrf: signupCsrf(b.email, a.client.userAgent),
              token: signEmailCheck(app.appSecret, b.email, 'new'),
            }),
            409,
          )
          expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'signup.email_taken' } })
          expect((await me(a)).id).toBe(a.user.id)
          return [response.body]
        },
      }),
  },
  'POST /api/user.php?push=1': {
    scope: 'member',
    loggedOut: () => ({
      payload: {
        subscription: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'p', auth: 'a' } },
      },
    }),
    // An endpoint belongs to the browser holding it; registering a new one touches only A.
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const endpoint = `https://push.example.com/a/${a.user.id}`
          const response = await expectStatus(
            a.client.post('/api/user.php?push=1', {
              subscription: { endpoint, keys: { p256dh: 'a-p256dh', auth: 'a-auth' } },
            }),
            204,
          )
          const rows = await app.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, endpoint))
          expect(rows.map((row) => row.userId)).toEqual([a.user.id])
          return [response.body]
        },
      }),
  },
  'DELETE /api/user.php?push=1': {
    scope: 'member',
    loggedOut: () => ({ payload: { endpoint: 'https://push.example.com/x' } }),
    // A may forget A's subscriptions only: B's endpoint, sent by A, stays B's.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(
            b.client.post('/api/user.php?push=1', {
              subscription: {
                endpoint: `https://push.example.com/b/${b.user.id}`,
                keys: { p256dh: 'b-p256dh', auth: 'b-auth' },
              },
            }),
            204,
          )
        },
        act: async ({ a, b }) => [
          (
            await expectStatus(
              a.client.delete('/api/user.php?push=1', {
                endpoint: `https://push.example.com/b/${b.user.id}`,
              }),
              204,
            )
          ).body,
        ],
      }),
  },
  'GET /api/validate_email.php': {
    scope: 'visitor',
    // It tells whether an address has an account (the signup form needs it), nothing more.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.get(`/api/validate_email.php?email=${encodeURIComponent(b.email)}`),
            200,
          )
          const answer = JSON.parse(response.body) as Record<string, unknown>
          expect(Object.keys(answer).sort()).toEqual(['email', 'request_email', 'status', 'token'])
          expect(answer.status).toBe('not_confirmed')
          return [response.body.replaceAll(b.email, '(the address A typed)')]
        },
      }),
  },
  'GET /api/activate.php': {
    scope: 'link',
    loggedOut: () => ({}),
    across: () => {
      let linkOfB = ''
      return acrossMembers({
        // B has opened their own link; it cannot serve again, in anyone's browser.
        prepare: async ({ b }) => {
          linkOfB = linkPath(await mailTo(app, b.email, 'activate'))
          await expectStatus(b.client.get(linkOfB), 302)
        },
        act: async ({ a }) => {
          const replayed = await expectStatus(a.client.get(linkOfB), 302)
          expect(replayed.headers.location).toBe('/activate/error')
          expect((await me(a)).id).toBe(a.user.id)
          // Without a token: A's own mail state. With A's own token: A activated.
          const status = await expectStatus(a.client.get('/api/activate.php'), 200)
          const link = linkPath(await mailTo(app, a.email, 'activate'))
          const used = await expectStatus(a.client.get(link), 302)
          expect(used.headers.location).toBe('/activate/done')
          expect((await me(a)).activated).toBe(true)
          return [replayed.body, status.body, used.body]
        },
      })
    },
  },
  'POST /api/login.php': {
    scope: 'visitor',
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          // A's password with B's address: refused, and A stays A.
          const response = await expectStatus(
            a.client.post('/api/login.php', { email: b.email, password: a.password }),
            401,
          )
          expect((await me(a)).id).toBe(a.user.id)
          return [response.body]
        },
      }),
  },
  'GET /api/ban.php': {
    // Only a browser showing a session its ban ended is told why (admin.test.ts): nobody else.
    scope: 'session',
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const mine = await expectStatus(a.client.get('/api/ban.php'), 200)
          const visitor = await expectStatus(new TestClient(app).get('/api/ban.php'), 200)
          expect([mine.body, visitor.body]).toEqual(['null', 'null'])
          return [mine.body]
        },
      }),
  },
  'GET /api/logout.php': {
    scope: 'session',
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/logout.php'), 200)
          await expectStatus(a.client.get('/api/user.php'), 403)
          return [response.body]
        },
      }),
  },
  'POST /api/password_reset.php': {
    scope: 'visitor',
    // B's reset mail goes to B's address only; A gets the answer an unknown address gets.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const forB = await expectStatus(
            a.client.post('/api/password_reset.php', { email: b.email }),
            202,
          )
          const forNobody = await expectStatus(
            a.client.post('/api/password_reset.php', { email: uniqueEmail('nobody') }),
            202,
          )
          expect(forB.body).toBe(forNobody.body)
          const mail = await mailTo(app, b.email, 'password_reset')
          expect(mail.to.toLowerCase()).toBe(b.email.toLowerCase())
          return [forB.body]
        },
        // The reset token is a new row of B's, and it went to B's address.
        ignore: (rows) => ({
          ...rows,
          tokens: rows.tokens.filter((row) => row.kind !== 'password_reset'),
        }),
        check: (after, before) => {
          const resets = (rows: Rows) => rows.tokens.filter((row) => row.kind === 'password_reset')
          expect(resets(after)).toHaveLength(resets(before).length + 1)
        },
      }),
  },
  'GET /api/password_reset.php': {
    scope: 'link',
    across: () => {
      let linkOfB = ''
      return acrossMembers({
        // B has used their reset link; replayed by A it opens nothing.
        prepare: async ({ b }) => {
          await expectStatus(b.client.post('/api/password_reset.php', { email: b.email }), 202)
          linkOfB = linkPath(await mailTo(app, b.email, 'password_reset'))
          await expectStatus(b.client.get(linkOfB), 302)
        },
        act: async ({ a }) => {
          const replayed = await expectStatus(a.client.get(linkOfB), 302)
          expect(replayed.headers.location).toBe('/reset-password?error=invalid_token')
          expect((await me(a)).id).toBe(a.user.id)
          // A's own link opens a reset session of A.
          await expectStatus(a.client.post('/api/password_reset.php', { email: a.email }), 202)
          const link = linkPath(await mailTo(app, a.email, 'password_reset'))
          const opened = await expectStatus(a.client.get(link), 302)
          expect(opened.headers.location).toBe('/reset-password/do')
          expect((await me(a)).id).toBe(a.user.id)
          return [replayed.body, opened.body]
        },
      })
    },
  },
  'POST /api/password_reset.php?do=1': {
    scope: 'member',
    loggedOut: () => ({ payload: { password: 'a brand new password' } }),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          // An ordinary session may not; A's reset session sets A's password and ends A's others.
          const refused = await expectStatus(
            a.client.post('/api/password_reset.php?do=1', { password: 'a brand new password' }),
            403,
          )
          await expectStatus(a.client.post('/api/password_reset.php', { email: a.email }), 202)
          await expectStatus(
            a.client.get(linkPath(await mailTo(app, a.email, 'password_reset'))),
            302,
          )
          const done = await expectStatus(
            a.client.post('/api/password_reset.php?do=1', { password: 'a brand new password' }),
            200,
          )
          return [refused.body, done.body]
        },
      }),
  },
  'POST /api/mail_change.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { email: uniqueEmail(), password: 'whatever it is' } }),
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const taken = await expectStatus(
            a.client.post('/api/mail_change.php', { email: b.email, password: a.password }),
            409,
          )
          const wrong = await expectStatus(
            a.client.post('/api/mail_change.php', { email: uniqueEmail(), password: B_PASSWORD }),
            403,
          )
          return [taken.body, wrong.body]
        },
      }),
  },
  'GET /api/mail_change.php': {
    scope: 'link',
    // A's "this was not me" link ends A's sessions, not B's (acrossMembers checks B's).
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          await expectStatus(
            a.client.post('/api/mail_change.php', { email: uniqueEmail(), password: a.password }),
            202,
          )
          const undo = linkPath(await mailTo(app, a.email, 'mail_change_undo'))
          const response = await expectStatus(a.client.get(undo), 302)
          expect(response.headers.location).toBe('/notifications#email-change-incorrect')
          return [response.body]
        },
      }),
  },
  'POST /api/unsubscribe.php': {
    scope: 'link',
    // A's own link turns A's mails off; A's signature under B's id, or B's id in A's link,
    // is refused, and B's settings stay as they were.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const mine = signUnsubscribe(app.appSecret, a.user.id, 'all')
          const signature = mine.split('.')[2] ?? ''
          const bodies: string[] = []
          for (const forged of [
            `${b.user.id}.all.${signature}`,
            `${b.user.id}.messages.${signature}`,
          ]) {
            const response = await expectStatus(
              a.client.post(`/api/unsubscribe.php?t=${forged}`, {
                'List-Unsubscribe': 'One-Click',
              }),
              400,
            )
            expect((JSON.parse(response.body) as ErrorBody).error.code).toBe(
              'unsubscribe.invalid_token',
            )
            bodies.push(response.body)
          }
          const own = await expectStatus(
            a.client.post(`/api/unsubscribe.php?t=${mine}`, { 'List-Unsubscribe': 'One-Click' }),
            200,
          )
          expect((await rowsOf(a.user.id)).notificationSettings[0]).toMatchObject({
            mailMessages: 'never',
            mailLikes: 'never',
          })
          return [...bodies, own.body]
        },
      }),
  },
  'POST /api/mail_change.php?confirm=1': {
    scope: 'link',
    across: () => {
      let tokenOfB = ''
      return acrossMembers({
        // B has moved to a new address with their link; A replaying it changes nothing.
        prepare: async ({ b }) => {
          const moved = uniqueEmail('b-moved')
          await expectStatus(
            b.client.post('/api/mail_change.php', { email: moved, password: B_PASSWORD }),
            202,
          )
          tokenOfB = tokenOf(await mailTo(app, moved, 'mail_change'))
          await expectStatus(
            b.client.post('/api/mail_change.php?confirm=1', { token: tokenOfB }),
            200,
          )
          b.email = moved
        },
        act: async ({ a, b }) => {
          const replayed = await expectStatus(
            a.client.post('/api/mail_change.php?confirm=1', { token: tokenOfB }),
            400,
          )
          const target = uniqueEmail('moved')
          await expectStatus(
            a.client.post('/api/mail_change.php', { email: target, password: a.password }),
            202,
          )
          const token = tokenOf(await mailTo(app, target, 'mail_change'))
          const response = await expectStatus(
            new TestClient(app).post('/api/mail_change.php?confirm=1', { token }),
            200,
          )
          expect((await me(a)).email).toBe(target)
          const [victim] = await app.db.select().from(users).where(eq(users.id, b.user.id))
          expect(victim?.email).toBe(b.email)
          return [replayed.body, response.body]
        },
      })
    },
  },
  'GET /api/delete_account.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(b.client.post('/api/delete_account.php'), 200)
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/delete_account.php'), 200)
          expect(JSON.parse(response.body)).toMatchObject({ accepted: false })
          return [response.body]
        },
      }),
  },
  'POST /api/delete_account.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const response = await expectStatus(a.client.post('/api/delete_account.php'), 200)
          expect(JSON.parse(response.body)).toMatchObject({ accepted: true })
          return [response.body]
        },
      }),
  },
  'GET /api/data_export.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // B asked for an export; A sees only that A never did.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(b.client.post('/api/data_export.php'), 202)
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/data_export.php'), 200)
          expect(JSON.parse(response.body)).toMatchObject({ state: 'none' })
          return [response.body]
        },
      }),
  },
  'POST /api/data_export.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's request makes A's own export, and says nothing of B's.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(b.client.post('/api/data_export.php'), 202)
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.post('/api/data_export.php'), 202)
          expect(JSON.parse(response.body)).toMatchObject({ state: 'preparing' })
          return [response.body]
        },
      }),
  },
  'GET /api/data_export_file.php': {
    scope: 'link',
    // The mailed token is the proof (data-export.test.ts downloads with it); a guess is not found.
    across: () =>
      acrossMembers({
        act: async ({ a }) => [
          (
            await expectStatus(
              a.client.get('/api/data_export_file.php?token=guessed-token-of-b'),
              404,
            )
          ).body,
        ],
      }),
  },
  'POST /api/profileimage.php': {
    scope: 'member',
    loggedOut: () => ({ multipart: true }),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const upload = multipart(photo)
          const response = await expectStatus(
            a.client.request({
              method: 'POST',
              url: '/api/profileimage.php',
              payload: upload.payload,
              headers: upload.headers,
            }),
            201,
          )
          expect((await me(a)).profile.images).toHaveLength(1)
          return [response.body]
        },
      }),
  },
  'DELETE /api/profileimage.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { image: 1 } }),
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          // B's photo id is "not found" for A, as if it did not exist.
          const [photoOfB] = (await me(b)).profile.images
          const response = await expectStatus(
            a.client.delete('/api/profileimage.php', { image: photoOfB?.id }),
            404,
          )
          expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'image.not_found' } })
          return [response.body]
        },
      }),
  },
  'PUT /api/profileimage.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { main_image: 1 } }),
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const [photoOfB] = (await me(b)).profile.images
          const response = await expectStatus(
            a.client.put('/api/profileimage.php', { main_image: photoOfB?.id }),
            404,
          )
          expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'image.not_found' } })
          expect((await me(a)).profile.main_image).toBeNull()
          return [response.body]
        },
      }),
  },
  'PUT /api/password.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { current_password: B_PASSWORD, new_password: 'taken over' } }),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          // B's password does not open A's change; A's own change ends only A's other sessions.
          const wrong = await expectStatus(
            a.client.put('/api/password.php', {
              current_password: B_PASSWORD,
              new_password: 'taken over',
            }),
            403,
          )
          const done = await expectStatus(
            a.client.put('/api/password.php', {
              current_password: a.password,
              new_password: 'a fresh one',
            }),
            200,
          )
          expect((await me(a)).id).toBe(a.user.id)
          return [wrong.body, done.body]
        },
      }),
  },
  'POST /api/activation_mail.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          // Only the caller's own address gets a mail, and only their own token is issued.
          await app.db
            .update(mails)
            .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
            .where(eq(mails.userId, a.user.id))
          const response = await expectStatus(a.client.post('/api/activation_mail.php'), 202)
          expect(JSON.parse(response.body)).toMatchObject({ sent_to: a.email })
          return [response.body]
        },
      }),
  },
  'GET /api/search.php': {
    scope: 'viewer',
    // A's search may show B's card (public), never B's private data; it saves A's filters only.
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const response = await expectStatus(
            a.client.get(
              '/api/search.php?manual_search=1&gender=female&min_age=18&max_age=99&pp=48',
            ),
            200,
          )
          const [saved] = await app.db
            .select()
            .from(savedSearches)
            .where(eq(savedSearches.userId, a.user.id))
          expect(saved?.gender).toBe('female')
          return [response.body]
        },
      }),
  },
  'GET /api/member.php': {
    scope: 'viewer',
    // B's page is public data. Opening it marks B's like of A as seen: A saw it.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const response = await expectStatus(a.client.get(`/api/member.php?id=${b.user.id}`), 200)
          const page = JSON.parse(response.body) as MemberResponse
          expect(page.profile.id).toBe(b.user.id)
          const visitor = await expectStatus(
            new TestClient(app).get(`/api/member.php?id=${b.user.id}`),
            200,
          )
          return [response.body, visitor.body]
        },
        ignore: (rows, { a }) => withoutLikeOf(rows, a.user.id),
        check: (after, before, { a }) => {
          const likeOfA = (rows: Rows) => rows.likes.find((row) => row.likedId === a.user.id)
          expect(likeOfA(before)?.seenAt).toBeNull()
          expect(likeOfA(after)?.seenAt).toBeInstanceOf(Date)
          expect(likeOfA(after)?.createdAt).toEqual(likeOfA(before)?.createdAt)
        },
      }),
  },
  'GET /api/notifications.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          // A's centre holds B's like of A (a card, as likes.php shows it), nothing of B's own.
          const response = await expectStatus(a.client.get('/api/notifications.php'), 200)
          const { items } = JSON.parse(response.body) as NotificationsResponse
          expect(items.filter((item) => item.type === 'like').map((item) => item.id)).toEqual([
            `like-${b.user.id}`,
          ])
          return [response.body]
        },
      }),
  },
  'POST /api/notifications.php': {
    scope: 'member',
    loggedOut: () => ({ payload: {} }),
    // Marks A's centre seen: B's marker stays (B's users row is compared).
    across: () =>
      acrossMembers({
        act: async ({ a }) => [
          (await expectStatus(a.client.post('/api/notifications.php', {}), 204)).body,
        ],
      }),
  },
  'GET /api/notification_settings.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(
            b.client.put('/api/notification_settings.php', { previews: true }),
            200,
          )
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/notification_settings.php'), 200)
          expect((JSON.parse(response.body) as NotificationSettings).previews).toBe(false)
          return [response.body]
        },
      }),
  },
  'PUT /api/notification_settings.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { previews: true } }),
    // Only the caller's own row; a member id in the body is refused.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => [
          (
            await expectStatus(
              a.client.put('/api/notification_settings.php', { mail_likes: 'never' }),
              200,
            )
          ).body,
          (
            await expectStatus(
              a.client.put('/api/notification_settings.php', {
                member_id: b.user.id,
                previews: true,
              }),
              400,
            )
          ).body,
        ],
      }),
  },
  'GET /api/likes.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          // A sees B among those who like A, not whom else B likes or is liked by.
          const response = await expectStatus(a.client.get('/api/likes.php'), 200)
          const list = JSON.parse(response.body) as LikesResponse
          expect(list.profiles).toEqual([])
          expect(list.liked_by.map((card) => card.id)).toEqual([b.user.id])
          return [response.body]
        },
      }),
  },
  'POST /api/likes.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    across: () =>
      acrossMembers({
        ...likeBack,
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.post('/api/likes.php', { profile: b.user.id }),
            200,
          )
          const rows = await app.db
            .select()
            .from(likes)
            .where(and(eq(likes.likerId, a.user.id), eq(likes.likedId, b.user.id)))
          expect(rows).toHaveLength(1)
          return [response.body]
        },
      }),
  },
  'DELETE /api/likes.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    // A unliking B leaves B's like of A alone (the like back before it: see likeBack).
    across: () =>
      acrossMembers({
        ...likeBack,
        act: async ({ a, b }) => {
          await expectStatus(a.client.post('/api/likes.php', { profile: b.user.id }), 200)
          const response = await expectStatus(
            a.client.delete('/api/likes.php', { profile: b.user.id }),
            200,
          )
          return [response.body]
        },
      }),
  },
  'GET /api/block.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's list holds A's blocks only: not B's, nor B's block of A.
    across: () =>
      acrossMembers({
        prepare: async ({ a, b }) => {
          await expectStatus(b.client.post('/api/block.php', { profile: carol.user.id }), 200)
          await expectStatus(b.client.post('/api/block.php', { profile: a.user.id }), 200)
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/block.php'), 200)
          expect((JSON.parse(response.body) as BlockedMembersResponse).profiles).toEqual([])
          return [response.body]
        },
      }),
  },
  'POST /api/block.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    // The block's rule ends the likes between the two, B's like of A too; B's others stay.
    across: () =>
      acrossMembers({
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.post('/api/block.php', { profile: b.user.id }),
            200,
          )
          return [response.body]
        },
        ignore: (rows, { a }) => withoutLikeOf(rows, a.user.id),
        check: (after, before, { a }) => {
          expect(before.likes.some((row) => row.likedId === a.user.id)).toBe(true)
          expect(after.likes.some((row) => row.likedId === a.user.id)).toBe(false)
        },
      }),
  },
  'DELETE /api/block.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    // A unblocking B lifts A's block only; B's block of A stays.
    across: () =>
      acrossMembers({
        prepare: async ({ a, b }) => {
          await expectStatus(b.client.post('/api/block.php', { profile: a.user.id }), 200)
        },
        act: async ({ a, b }) => {
          // B blocked A: A cannot block B back, but may lift a block of their own.
          const refused = await expectStatus(
            a.client.post('/api/block.php', { profile: b.user.id }),
            404,
          )
          const response = await expectStatus(
            a.client.delete('/api/block.php', { profile: b.user.id }),
            200,
          )
          return [refused.body, response.body]
        },
        check: (after, _before, { a }) => {
          expect(after.blocks.map((row) => row.blockedId)).toEqual([a.user.id])
        },
      }),
  },
  'POST /api/dev/credits.php': {
    scope: 'dev',
    loggedOut: () => ({ payload: { credits: 0 } }),
    across: () =>
      acrossMembers({
        act: async ({ a }) => {
          const response = await expectStatus(
            a.client.post('/api/dev/credits.php', { credits: 0 }),
            200,
          )
          expect((await me(a)).credits).toBe(0)
          return [response.body]
        },
      }),
  },

  'GET /api/shop.php': {
    scope: 'viewer',
    // Prices for A's payment country; nothing of B.
    across: () =>
      acrossMembers({
        act: async ({ a }) => [
          (await expectStatus(a.client.get('/api/shop.php?country=NL'), 200)).body,
        ],
      }),
  },
  'GET /api/discountcode.php': {
    scope: 'viewer',
    // A's countdown of a time bonus is A's own: B's, started earlier, stays as it was.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(b.client.get('/api/discountcode.php?code=BONUS50'), 200)
        },
        act: async ({ a }) => [
          (await expectStatus(a.client.get('/api/discountcode.php?code=BONUS50'), 200)).body,
          (await expectStatus(a.client.get('/api/discountcode.php?welcome=true'), 200)).body,
        ],
      }),
  },
  'POST /api/orders.php': {
    scope: 'member',
    loggedOut: () => ({ payload: orderBody() }),
    // B's client key, sent by A, makes A's own order: B's order is not answered or touched.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          const body = orderBody()
          await expectStatus(b.client.post('/api/orders.php', body), 201)
          keys.set(b.user.id, body.client_key)
        },
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.post('/api/orders.php', orderBody({ client_key: keys.get(b.user.id) })),
            201,
          )
          const [mine] = (await rowsOf(a.user.id)).orders
          expect(mine?.publicId).toBe((JSON.parse(response.body) as { id: string }).id)
          return [response.body]
        },
      }),
  },
  'GET /api/orders.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await order(b)
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/orders.php'), 200)
          expect(JSON.parse(response.body)).toEqual({ orders: [] })
          return [response.body]
        },
      }),
  },
  'GET /api/spending.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A sees their own limit and spending, none of B's.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(
            b.client.post('/api/spending.php', { limit: { cents: 4000, currency: 'EUR' } }),
            200,
          )
          await order(b)
        },
        act: async ({ a }) => {
          const response = await expectStatus(a.client.get('/api/spending.php'), 200)
          expect(JSON.parse(response.body)).toMatchObject({
            limit: null,
            spent: { cents: 0 },
            months: [],
          })
          return [response.body]
        },
      }),
  },
  'POST /api/spending.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { limit: null } }),
    // A's limit is A's: B's stays as B set it.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          await expectStatus(
            b.client.post('/api/spending.php', { limit: { cents: 4000, currency: 'EUR' } }),
            200,
          )
        },
        act: async ({ a }) => [
          (
            await expectStatus(
              a.client.post('/api/spending.php', { limit: { cents: 100, currency: 'EUR' } }),
              200,
            )
          ).body,
        ],
      }),
  },
  'GET /api/transaction.php': {
    scope: 'viewer',
    // B's order id, even known, is not found for A.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          transactions.set(b.user.id, (await order(b)).id)
        },
        act: async ({ a, b }) => {
          const response = await expectStatus(
            a.client.get(`/api/transaction.php?id=${transactions.get(b.user.id) ?? ''}`),
            404,
          )
          return [response.body]
        },
      }),
  },
  'POST /api/withdraw.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { order: 'ord_x' } }),
    // B's paid premium, withdrawn by A: not found, and B keeps premium.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          const bought = await order(b, { product: { kind: 'premium', plan: 'premium-1' } })
          await checkout(b.client, bought, 'paid')
          transactions.set(b.user.id, bought.id)
        },
        act: async ({ a, b }) => [
          (
            await expectStatus(
              a.client.post('/api/withdraw.php', { order: transactions.get(b.user.id) }),
              404,
            )
          ).body,
        ],
      }),
  },
  'POST /api/payment_webhook.php': {
    scope: 'public',
    // Only the payment's id is read; the server asks the provider. A posting B's payment id
    // changes nothing the provider does not say: B's open order stays open.
    across: () =>
      acrossMembers({
        prepare: async ({ b }) => {
          transactions.set(b.user.id, testPaymentId(await order(b)))
        },
        act: async ({ b }) => {
          const response = await webhook(app, transactions.get(b.user.id) ?? '')
          expect(response.statusCode).toBe(200)
          return [response.body]
        },
      }),
  },
  'GET /api/test_checkout.php': {
    scope: 'link',
    // The test payment's id is the proof, as on Mollie's test page; a guess is not found.
    across: () =>
      acrossMembers({
        act: async ({ a }) => [
          (await expectStatus(a.client.get('/api/test_checkout.php?id=tst_guessed'), 404)).body,
        ],
      }),
  },
  'POST /api/test_checkout.php': {
    scope: 'link',
    across: () =>
      acrossMembers({
        act: async ({ a }) => [
          (
            await expectStatus(
              a.client.post('/api/test_checkout.php', { id: 'tst_guessed', outcome: 'paid' }),
              404,
            )
          ).body,
        ],
      }),
  },
}

describe('the authorization table', () => {
  it('classifies every operation of /api/docs, and only those', async () => {
    const documented = (await loadOperations(app)).map((operation) => operation.id).sort()
    expect(
      documented.filter((id) => !(id in SCOPES)),
      'operations missing from SCOPES',
    ).toEqual([])
    expect(
      Object.keys(SCOPES).filter((id) => !documented.includes(id)),
      'stale entries',
    ).toEqual([])
  })

  it('has a logged-out request for every member-only call', () => {
    const memberOnly = Object.entries(SCOPES).filter(([, entry]) =>
      ['member', 'dev'].includes(entry.scope),
    )
    expect(memberOnly.filter(([, entry]) => entry.loggedOut === undefined)).toEqual([])
  })
})

describe.each(Object.entries(SCOPES).filter(([, entry]) => entry.loggedOut !== undefined))(
  '%s logged out',
  (id, entry) => {
    it('answers 403 auth.required', async () => {
      const [method = '', url = ''] = id.split(' ')
      const request = entry.loggedOut?.({ member: carol.user.id }) ?? {}
      const upload = request.multipart === true ? multipart(photo) : undefined
      const response = await new TestClient(app).request({
        method,
        url: request.query === undefined ? url : `${url}?${request.query}`,
        ...(upload ?? (request.payload === undefined ? {} : { payload: request.payload })),
      })
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json<ErrorBody>().error.code).toBe('auth.required')
    })

    it('answers 403 auth.required before it reads a broken request (issue 29 §6)', async () => {
      const [method = '', url = ''] = id.split(' ')
      const response = await new TestClient(app).request({
        method,
        url: `${url}${url.includes('?') ? '&' : '?'}id=x&page=-1`,
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { broken: true } }),
      })
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json<ErrorBody>().error.code).toBe('auth.required')
    })
  },
)

describe.each(Object.entries(SCOPES))('%s across members', (_id, entry) => {
  it(`(${entry.scope}) leaves B's data alone and shows A nothing private of B`, entry.across)
})
