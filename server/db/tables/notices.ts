// Account notices in the notification centre (issue 11): things that happened to the account
// itself rather than between members — the email address changed, or was put back after the
// member said they had not asked for the change; the password changed. Likes, messages and
// credits come from their own tables; these have no other record. A `match` row (issue 28 §6)
// records that two members first liked each other — data.member is the other one — so the
// moment is told once per pair, however often a like is taken back and given again.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { NoticeKind } from '../../../src/contract/notifications'
import { createdAt, identityId, memberRef } from './columns'

/** What a notices row records: an account notice, or a match (kind is free text in SQL). */
export type StoredNoticeKind = NoticeKind | 'match'

export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    memberId: memberRef('member_id', 'cascade'),
    kind: text('kind').$type<StoredNoticeKind>().notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('notices_member_id_created_at_idx').on(table.memberId, table.createdAt)],
)
