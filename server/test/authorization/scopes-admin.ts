// The authorization table's cases and operator area: a contact, complaint, objection or report
// about B is A's own case; every operator call is refused to members.
import { randomUUID } from 'node:crypto'
import { caseAbout, refusedToMembers } from './calls'
import type { Entry } from './harness'

export const adminScopes: Record<string, Entry> = {
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
  'POST /api/objection.php': {
    scope: 'viewer',
    across: caseAbout('/api/objection.php', () => ({
      subject: 'photo',
      body: 'My hidden photo shows only me and breaks no rule.',
    })),
  },
  'POST /api/report.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({
      payload: { key: randomUUID(), reason: 'fake', profile: member },
    }),
    across: caseAbout('/api/report.php', (b) => ({ reason: 'fake', profile: b })),
  },
  ...refusedToMembers({
    'GET /api/admin/cases.php': (b) => ({ query: `status=all&member=${b}` }),
    'POST /api/admin/case.php': () => ({ payload: { case: 1, status: 'dismissed' } }),
    'GET /api/admin/member.php': (b) => ({ query: `id=${b}` }),
    'POST /api/admin/ban.php': (b) => ({
      payload: { member: b, ground: 'terms', reason: 'spite' },
    }),
    'DELETE /api/admin/ban.php': (b) => ({ payload: { member: b, reason: 'spite' } }),
    'POST /api/admin/photo.php': () => ({ payload: { photo: 1, hidden: true, reason: 'spite' } }),
    'POST /api/admin/refund.php': () => ({ payload: { order: 'ord_x', reason: 'spite' } }),
    'GET /api/admin/audit.php': (b) => ({ query: `member=${b}` }),
    'GET /api/admin/selfie.php': () => ({ query: 'verification=1' }),
    'POST /api/admin/verification.php': () => ({ payload: { verification: 1, approve: true } }),
    'GET /api/admin/transparency.php': () => ({ query: 'period=2026-H1' }),
  }),
}
