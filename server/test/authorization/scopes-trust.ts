// The authorization table's trust features (issue 32): verification — B asked for a pose; A
// sees and sends only for A (who has no photo and no pose), and B's request stays as it was —
// and visitors: A's list holds nothing private of B's, and A cannot fetch a photo of a visit
// to B's page.
import { visits } from '../../db/schema'
import { byA, byB, get, post, put, upload } from './calls'
import { acrossMembers, type Entry, type World } from './harness'

/** A's page, opened by B: a visit of B's. */
const bVisitsA = byB(
  get(({ a }: World) => `/api/member.php?id=${a.user.id}`),
  200,
)

export const trustScopes: Record<string, Entry> = {
  'GET /api/verification.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({
      prepare: byB(post('/api/verification.php', {}), 200),
      act: byA(get('/api/verification.php'), 200, { state: 'none', pose: null }),
    }),
  },
  'POST /api/verification.php': {
    scope: 'member',
    loggedOut: () => ({ payload: {} }),
    across: acrossMembers({
      prepare: byB(post('/api/verification.php', {}), 200),
      act: byA(post('/api/verification.php', {}), 400, {
        error: { code: 'verification.no_photo' },
      }),
    }),
  },
  'POST /api/verification_selfie.php': {
    scope: 'member',
    loggedOut: () => ({ multipart: true }),
    across: acrossMembers({
      prepare: byB(post('/api/verification.php', {}), 200),
      act: byA(upload('/api/verification_selfie.php'), 409, {
        error: { code: 'verification.no_pose' },
      }),
    }),
  },
  'GET /api/visitors.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({
      prepare: bVisitsA,
      act: byA(get('/api/visitors.php'), 200, { premium: false, total: 1 }),
    }),
  },
  'POST /api/visitors.php': {
    scope: 'member',
    loggedOut: () => ({ payload: {} }),
    across: acrossMembers({ act: byA(post('/api/visitors.php', {}), 204) }),
  },
  'GET /api/visitor_photo.php': {
    scope: 'member',
    loggedOut: () => ({ query: 'visit=1' }),
    // A visit to B's page (A's own) names a photo only B may see blurred.
    across: acrossMembers({
      act: async (world) => {
        const [toB] = await world.app.db
          .insert(visits)
          .values({
            visitedId: world.b.user.id,
            visitorId: world.a.user.id,
            day: new Date().toISOString().slice(0, 10),
          })
          .returning({ id: visits.id })
        return byA(get(`/api/visitor_photo.php?visit=${toB?.id ?? 0}`), 404)(world)
      },
    }),
  },
  'PUT /api/read_receipts.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { private: false } }),
    across: acrossMembers({
      act: byA(put('/api/read_receipts.php', { private: false }), 200, { private_receipts: false }),
    }),
  },
  'PUT /api/incognito.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { incognito: false } }),
    across: acrossMembers({
      act: byA(put('/api/incognito.php', { incognito: false }), 200, { incognito: false }),
    }),
  },
}
