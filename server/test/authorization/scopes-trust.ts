// The authorization table's trust features (issue 32): verification. B asked for a pose; A
// sees and sends only for A (who has no photo and no pose), and B's request stays as it was.
import { byA, byB, get, post, upload } from './calls'
import { acrossMembers, type Entry } from './harness'

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
}
