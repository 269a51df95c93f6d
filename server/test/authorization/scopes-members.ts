// The authorization table's members: searching, B's page, the notification centre and its
// settings, likes, the discover deck and blocks. What A does to B is A's own row; where the
// call's rule changes one of B's (a like seen, a like back, a like ended by a block) the entry
// says which.
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { DiscoverResponse } from '../../../src/contract/discover'
import type { LikesResponse, MemberResponse } from '../../../src/contract/members'
import type { NotificationsResponse } from '../../../src/contract/notifications'
import { discoverPasses, likes, savedSearches } from '../../db/schema'
import { TestClient } from '../accounts'
import { byA, byB, del, get, inTurn, post, put } from './calls'
import { acrossMembers, expectStatus, type Across, type Entry } from './harness'
import type { Rows } from './rows'

/** `rows` without the like of `likedId`: for calls whose rule touches that one like. */
function withoutLikeOf(rows: Rows, likedId: number): Rows {
  return { ...rows, likes: rows.likes.filter((row) => row.likedId !== likedId) }
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

const likeB = post('/api/likes.php', ({ b }) => ({ profile: b.user.id }))
const blockB = post('/api/block.php', ({ b }) => ({ profile: b.user.id }))
const passB = post('/api/discover.php', ({ b }) => ({ profile: b.user.id }))
/** B's own pass in the discover deck: B's row, which A's calls must leave alone. */
const bPassesCarol = byB(
  post('/api/discover.php', ({ carol }) => ({ profile: carol.user.id })),
  200,
)

export const memberScopes: Record<string, Entry> = {
  'GET /api/search.php': {
    scope: 'viewer',
    // A's search may show B's card (public), never B's private data; it saves A's filters only.
    across: acrossMembers({
      act: byA(
        get('/api/search.php?manual_search=1&gender=female&min_age=18&max_age=99&pp=48'),
        200,
        async (_answer, { app, a }) => {
          const [saved] = await app.db
            .select()
            .from(savedSearches)
            .where(eq(savedSearches.userId, a.user.id))
          expect(saved?.gender).toBe('female')
        },
      ),
    }),
  },
  'GET /api/member.php': {
    scope: 'viewer',
    // B's page is public data. Opening it marks B's like of A as seen: A saw it.
    across: acrossMembers({
      act: async ({ app, a, b }) => {
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
    // A's centre holds B's like of A (a card, as likes.php shows it), nothing of B's own.
    across: acrossMembers({
      act: byA(get('/api/notifications.php'), 200, (answer, { b }) => {
        const { items } = answer as NotificationsResponse
        expect(items.filter((item) => item.type === 'like').map((item) => item.id)).toEqual([
          `like-${b.user.id}`,
        ])
      }),
    }),
  },
  'POST /api/notifications.php': {
    scope: 'member',
    loggedOut: () => ({ payload: {} }),
    // Marks A's centre seen: B's marker stays (B's users row is compared).
    across: acrossMembers({ act: byA(post('/api/notifications.php', {}), 204) }),
  },
  'GET /api/notification_settings.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({
      prepare: byB(put('/api/notification_settings.php', { previews: true }), 200),
      act: byA(get('/api/notification_settings.php'), 200, { previews: false }),
    }),
  },
  'PUT /api/notification_settings.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { previews: true } }),
    // Only the caller's own row; a member id in the body is refused.
    across: acrossMembers({
      act: inTurn(
        byA(put('/api/notification_settings.php', { mail_likes: 'never' }), 200),
        byA(
          put('/api/notification_settings.php', ({ b }) => ({
            member_id: b.user.id,
            previews: true,
          })),
          400,
        ),
      ),
    }),
  },
  'GET /api/likes.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A sees B among those who like A, not whom else B likes or is liked by.
    across: acrossMembers({
      act: byA(get('/api/likes.php'), 200, (answer, { b }) => {
        const list = answer as LikesResponse
        expect(list.profiles).toEqual([])
        expect(list.liked_by.map((card) => card.id)).toEqual([b.user.id])
      }),
    }),
  },
  'POST /api/likes.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    across: acrossMembers({
      ...likeBack,
      act: byA(likeB, 200, async (_answer, { app, a, b }) => {
        const rows = await app.db
          .select()
          .from(likes)
          .where(and(eq(likes.likerId, a.user.id), eq(likes.likedId, b.user.id)))
        expect(rows).toHaveLength(1)
      }),
    }),
  },
  'DELETE /api/likes.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    // A unliking B leaves B's like of A alone (the like back before it: see likeBack).
    across: acrossMembers({
      ...likeBack,
      act: async (world) => {
        await byA(likeB, 200)(world)
        return byA(
          del('/api/likes.php', ({ b }) => ({ profile: b.user.id })),
          200,
        )(world)
      },
    }),
  },
  'GET /api/discover.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's deck: cards (public data), never A; B's own pass (of Carol) stays B's.
    across: acrossMembers({
      prepare: bPassesCarol,
      act: byA(get('/api/discover.php'), 200, (answer, { a }) => {
        const { profiles } = answer as DiscoverResponse
        expect(profiles.map((card) => card.id)).not.toContain(a.user.id)
      }),
    }),
  },
  'POST /api/discover.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    // A passing on B is A's row only: B's passes stay as they were.
    across: acrossMembers({
      prepare: bPassesCarol,
      act: byA(passB, 200, async (_answer, { app, a, b }) => {
        const rows = await app.db
          .select()
          .from(discoverPasses)
          .where(eq(discoverPasses.passedId, b.user.id))
        expect(rows.map((row) => row.memberId)).toEqual([a.user.id])
      }),
    }),
  },
  'GET /api/block.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's list holds A's blocks only: not B's, nor B's block of A.
    across: acrossMembers({
      prepare: inTurn(
        byB(
          post('/api/block.php', ({ carol }) => ({ profile: carol.user.id })),
          200,
        ),
        byB(
          post('/api/block.php', ({ a }) => ({ profile: a.user.id })),
          200,
        ),
      ),
      act: byA(get('/api/block.php'), 200, { profiles: [] }),
    }),
  },
  'POST /api/block.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ payload: { profile: member } }),
    // The block's rule ends the likes between the two, B's like of A too; B's others stay.
    across: acrossMembers({
      act: byA(blockB, 200),
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
    across: acrossMembers({
      prepare: byB(
        post('/api/block.php', ({ a }) => ({ profile: a.user.id })),
        200,
      ),
      // B blocked A: A cannot block B back, but may lift a block of their own.
      act: inTurn(
        byA(blockB, 404),
        byA(
          del('/api/block.php', ({ b }) => ({ profile: b.user.id })),
          200,
        ),
      ),
      check: (after, _before, { a }) => {
        expect(after.blocks.map((row) => row.blockedId)).toEqual([a.user.id])
      },
    }),
  },
}
