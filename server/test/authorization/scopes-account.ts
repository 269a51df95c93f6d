// The authorization table's own account: A's profile, photos, password, push subscriptions,
// session, deletion and export, and the visitor calls (signing up, logging in, checking an
// address). Sent with B's ids, address or password, each stays on A's account.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { mails, pushSubscriptions, users } from '../../db/schema'
import { signEmailCheck } from '../../domain/accounts/email-check'
import { signupCsrf } from '../../domain/accounts/signup-csrf'
import { signupBody, TestClient, uniqueEmail } from '../accounts'
import { byA, byB, del, get, inTurn, isA, post, put, stillA, upload } from './calls'
import { acrossMembers, B_PASSWORD, expectStatus, me, type Entry, type World } from './harness'

const pushOf = (endpoint: string, keys: { p256dh: string; auth: string }) => ({
  subscription: { endpoint, keys },
})
const photoIdOfB = async ({ b }: World) => (await me(b)).profile.images[0]?.id
const notFound = { error: { code: 'image.not_found' } }

export const accountScopes: Record<string, Entry> = {
  'GET /api/user.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({ act: byA(get('/api/user.php'), 200, isA) }),
  },
  'PUT /api/user.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { city: 'Zwolle' } }),
    across: acrossMembers({
      act: inTurn(
        // The body names no member: an id (read-only, as GET returns it) is ignored, and the
        // change lands on A, whose session it is.
        byA(
          put('/api/user.php', ({ b }) => ({ id: b.user.id, city: 'Zwolle' })),
          200,
          isA,
        ),
        byA(
          put('/api/user.php', { city: 'Zwolle', personal: 'A was here' }),
          200,
          (answer, { a }) =>
            expect(answer).toMatchObject({ id: a.user.id, profile: { city: 'Zwolle' } }),
        ),
      ),
    }),
  },
  'DELETE /api/user.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { password: B_PASSWORD } }),
    // B's password is not A's: refused. A's own deletes A only.
    across: acrossMembers({
      act: inTurn(
        byA(del('/api/user.php', { password: B_PASSWORD }), 403, {
          error: { code: 'auth.wrong_password' },
        }),
        byA(
          del('/api/user.php', ({ a }) => ({ password: a.password })),
          200,
          async (_answer, { app, a }) => {
            const [gone] = await app.db.select().from(users).where(eq(users.id, a.user.id))
            expect(gone?.deletedAt).not.toBeNull()
          },
        ),
      ),
    }),
  },
  'POST /api/user.php?new=1': {
    scope: 'visitor',
    across: acrossMembers({
      act: async ({ app, a, b }) => {
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
      payload: pushOf('https://push.example.com/x', { p256dh: 'p', auth: 'a' }),
    }),
    // An endpoint belongs to the browser holding it; registering a new one touches only A.
    across: acrossMembers({
      act: byA(
        post('/api/user.php?push=1', ({ a }) =>
          pushOf(`https://push.example.com/a/${a.user.id}`, { p256dh: 'a-p256dh', auth: 'a-auth' }),
        ),
        204,
        async (_answer, { app, a }) => {
          const rows = await app.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, `https://push.example.com/a/${a.user.id}`))
          expect(rows.map((row) => row.userId)).toEqual([a.user.id])
        },
      ),
    }),
  },
  'DELETE /api/user.php?push=1': {
    scope: 'member',
    loggedOut: () => ({ payload: { endpoint: 'https://push.example.com/x' } }),
    // A may forget A's subscriptions only: B's endpoint, sent by A, stays B's.
    across: acrossMembers({
      prepare: byB(
        post('/api/user.php?push=1', ({ b }) =>
          pushOf(b.endpoint, { p256dh: 'b-p256dh', auth: 'b-auth' }),
        ),
        204,
      ),
      act: byA(
        del('/api/user.php?push=1', ({ b }) => ({ endpoint: b.endpoint })),
        204,
      ),
    }),
  },
  'GET /api/validate_email.php': {
    scope: 'visitor',
    // It tells whether an address has an account (the signup form needs it), nothing more.
    across: acrossMembers({
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
  'POST /api/login.php': {
    scope: 'visitor',
    // A's password with B's address: refused, and A stays A.
    across: acrossMembers({
      act: byA(
        post('/api/login.php', ({ a, b }) => ({ email: b.email, password: a.password })),
        401,
        stillA,
      ),
    }),
  },
  'GET /api/ban.php': {
    // Only a browser showing a session its ban ended is told why (admin.test.ts): nobody else.
    scope: 'session',
    across: acrossMembers({
      act: async ({ app, a }) => {
        const mine = await expectStatus(a.client.get('/api/ban.php'), 200)
        const visitor = await expectStatus(new TestClient(app).get('/api/ban.php'), 200)
        expect([mine.body, visitor.body]).toEqual(['null', 'null'])
        return [mine.body]
      },
    }),
  },
  'GET /api/logout.php': {
    scope: 'session',
    across: acrossMembers({
      act: byA(get('/api/logout.php'), 200, async (_answer, { a }) => {
        await expectStatus(a.client.get('/api/user.php'), 403)
      }),
    }),
  },
  'GET /api/delete_account.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({
      prepare: byB(post('/api/delete_account.php'), 200),
      act: byA(get('/api/delete_account.php'), 200, { accepted: false }),
    }),
  },
  'POST /api/delete_account.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({ act: byA(post('/api/delete_account.php'), 200, { accepted: true }) }),
  },
  'GET /api/data_export.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // B asked for an export; A sees only that A never did.
    across: acrossMembers({
      prepare: byB(post('/api/data_export.php'), 202),
      act: byA(get('/api/data_export.php'), 200, { state: 'none' }),
    }),
  },
  'POST /api/data_export.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's request makes A's own export, and says nothing of B's.
    across: acrossMembers({
      prepare: byB(post('/api/data_export.php'), 202),
      act: byA(post('/api/data_export.php'), 202, { state: 'preparing' }),
    }),
  },
  'POST /api/profileimage.php': {
    scope: 'member',
    loggedOut: () => ({ multipart: true }),
    across: acrossMembers({
      act: byA(upload('/api/profileimage.php'), 201, async (_answer, { a }) => {
        expect((await me(a)).profile.images).toHaveLength(1)
      }),
    }),
  },
  'DELETE /api/profileimage.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { image: 1 } }),
    // B's photo id is "not found" for A, as if it did not exist.
    across: acrossMembers({
      act: byA(
        del('/api/profileimage.php', async (world) => ({ image: await photoIdOfB(world) })),
        404,
        notFound,
      ),
    }),
  },
  'PUT /api/profileimage.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { main_image: 1 } }),
    across: acrossMembers({
      act: byA(
        put('/api/profileimage.php', async (world) => ({ main_image: await photoIdOfB(world) })),
        404,
        async (answer, { a }) => {
          expect(answer).toMatchObject(notFound)
          expect((await me(a)).profile.main_image).toBeNull()
        },
      ),
    }),
  },
  'PUT /api/password.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { current_password: B_PASSWORD, new_password: 'taken over' } }),
    // B's password does not open A's change; A's own change ends only A's other sessions.
    across: acrossMembers({
      act: inTurn(
        byA(
          put('/api/password.php', { current_password: B_PASSWORD, new_password: 'taken over' }),
          403,
        ),
        byA(
          put('/api/password.php', ({ a }) => ({
            current_password: a.password,
            new_password: 'a fresh one',
          })),
          200,
          stillA,
        ),
      ),
    }),
  },
  'POST /api/activation_mail.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // Only the caller's own address gets a mail, and only their own token is issued.
    across: acrossMembers({
      act: async (world) => {
        const { app, a } = world
        await app.db
          .update(mails)
          .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
          .where(eq(mails.userId, a.user.id))
        return byA(post('/api/activation_mail.php'), 202, { sent_to: a.email })(world)
      },
    }),
  },
}
