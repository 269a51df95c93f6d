// The authorization table's mailed links and address changes: activation, password reset,
// address change and its undo, unsubscribe, the data export's download. B's used link,
// replayed by A, opens nothing; A's own link acts on A only.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { ErrorBody } from '../../../src/contract/errors'
import { users } from '../../db/schema'
import { signUnsubscribe } from '../../domain/mail/unsubscribe-token'
import { linkPath, mailTo, TestClient, uniqueEmail } from '../accounts'
import { byA, get, inTurn, post } from './calls'
import {
  acrossMembers,
  B_PASSWORD,
  expectStatus,
  me,
  tokenOf,
  type Entry,
  type World,
} from './harness'
import { rowsOf, type Rows } from './rows'

/** B's (or A's) password reset mail asked for and its link opened in their browser. */
async function openResetLink({ app }: World, member: World['a']) {
  await expectStatus(member.client.post('/api/password_reset.php', { email: member.email }), 202)
  const link = linkPath(await mailTo(app, member.email, 'password_reset'))
  return { link, opened: await expectStatus(member.client.get(link), 302) }
}

export const linkScopes: Record<string, Entry> = {
  'GET /api/activate.php': {
    scope: 'link',
    loggedOut: () => ({}),
    across: (harness) => {
      let linkOfB = ''
      return acrossMembers({
        // B has opened their own link; it cannot serve again, in anyone's browser.
        prepare: async ({ app, b }) => {
          linkOfB = linkPath(await mailTo(app, b.email, 'activate'))
          await expectStatus(b.client.get(linkOfB), 302)
        },
        act: async ({ app, a }) => {
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
      })(harness)
    },
  },
  'POST /api/password_reset.php': {
    scope: 'visitor',
    // B's reset mail goes to B's address only; A gets the answer an unknown address gets.
    across: acrossMembers({
      act: async ({ app, a, b }) => {
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
    across: (harness) => {
      let linkOfB = ''
      return acrossMembers({
        // B has used their reset link; replayed by A it opens nothing.
        prepare: async (world) => {
          linkOfB = (await openResetLink(world, world.b)).link
        },
        act: async (world) => {
          const { a } = world
          const replayed = await expectStatus(a.client.get(linkOfB), 302)
          expect(replayed.headers.location).toBe('/reset-password?error=invalid_token')
          expect((await me(a)).id).toBe(a.user.id)
          // A's own link opens a reset session of A.
          const { opened } = await openResetLink(world, a)
          expect(opened.headers.location).toBe('/reset-password/do')
          expect((await me(a)).id).toBe(a.user.id)
          return [replayed.body, opened.body]
        },
      })(harness)
    },
  },
  'POST /api/password_reset.php?do=1': {
    scope: 'member',
    loggedOut: () => ({ payload: { password: 'a brand new password' } }),
    // An ordinary session may not; A's reset session sets A's password and ends A's others.
    across: acrossMembers({
      act: inTurn(
        byA(post('/api/password_reset.php?do=1', { password: 'a brand new password' }), 403),
        async (world) => {
          await openResetLink(world, world.a)
        },
        byA(post('/api/password_reset.php?do=1', { password: 'a brand new password' }), 200),
      ),
    }),
  },
  'POST /api/mail_change.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { email: uniqueEmail(), password: 'whatever it is' } }),
    across: acrossMembers({
      act: inTurn(
        byA(
          post('/api/mail_change.php', ({ a, b }) => ({ email: b.email, password: a.password })),
          409,
        ),
        byA(
          post('/api/mail_change.php', () => ({ email: uniqueEmail(), password: B_PASSWORD })),
          403,
        ),
      ),
    }),
  },
  'GET /api/mail_change.php': {
    scope: 'link',
    // A's "this was not me" link ends A's sessions, not B's (acrossMembers checks B's).
    across: acrossMembers({
      act: async ({ app, a }) => {
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
    across: acrossMembers({
      act: async ({ app, a, b }) => {
        const mine = signUnsubscribe(app.appSecret, a.user.id, 'all')
        const signature = mine.split('.')[2] ?? ''
        const bodies: string[] = []
        for (const forged of [
          `${b.user.id}.all.${signature}`,
          `${b.user.id}.messages.${signature}`,
        ]) {
          const response = await expectStatus(
            a.client.post(`/api/unsubscribe.php?t=${forged}`, { 'List-Unsubscribe': 'One-Click' }),
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
        expect((await rowsOf(app.db, a.user.id)).notificationSettings[0]).toMatchObject({
          mailMessages: 'never',
          mailLikes: 'never',
        })
        return [...bodies, own.body]
      },
    }),
  },
  'POST /api/mail_change.php?confirm=1': {
    scope: 'link',
    across: (harness) => {
      let tokenOfB = ''
      return acrossMembers({
        // B has moved to a new address with their link; A replaying it changes nothing.
        prepare: async ({ app, b }) => {
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
        act: async ({ app, a, b }) => {
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
      })(harness)
    },
  },
  'GET /api/data_export_file.php': {
    scope: 'link',
    // The mailed token is the proof (data-export.test.ts downloads with it); a guess is not found.
    across: acrossMembers({
      act: byA(get('/api/data_export_file.php?token=guessed-token-of-b'), 404),
    }),
  },
}
