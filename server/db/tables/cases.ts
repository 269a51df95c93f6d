// What reaches the operators: a contact message from /pages/service, a notice from /complaints
// (in the spirit of the Digital Services Act art. 16: what, where, why, who sends it) and a
// member's report of another member, a photo or a message. One table, one queue in /admin, one
// reference number the sender is given (KL-…) and finds again in the acknowledgement mail.
//
// `client_key` is made by the sender's browser: a form sent twice (a retry, a double tap) is one
// case. An objection (DSA art. 20) is a case too, naming the case it is against when known.
// The acknowledgement and the copy to the operator's address are each claimed once
// (`ack_mailed_at`, `forwarded_at`) by the `mail.case` job (domain/cases/case-mail.ts).
import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { CASE_KINDS, CASE_STATUSES } from '../../../src/contract/admin'
import type { Locale } from '../../../src/contract/locales'
import { createdAt, identityId } from './columns'
import { users } from './users'

export type CaseKind = (typeof CASE_KINDS)[number]
export type CaseStatus = (typeof CASE_STATUSES)[number]

export const cases = pgTable(
  'cases',
  {
    id: identityId(),
    /** What the sender is told and quotes back: KL- and eight letters and digits. */
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<CaseKind>().notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('open'),
    siteId: text('site_id').notNull(),
    /** The language the sender wrote in, and gets the acknowledgement in. */
    locale: text('locale').$type<Locale>().notNull(),
    /** The member who sent it, when logged in. */
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    /** A contact message's topic, or a notice's or report's reason (contract/cases.ts). */
    reason: text('reason').notNull(),
    /** What it is about: a member, one of their photos or messages, or a page (an address). */
    targetUserId: bigint('target_user_id', { mode: 'number' }).references(() => users.id),
    targetImageId: bigint('target_image_id', { mode: 'number' }),
    targetMessageId: bigint('target_message_id', { mode: 'number' }),
    targetUrl: text('target_url'),
    /** An objection (kind `objection`): the notice or report whose decision it is against. */
    objectedCaseId: bigint('objected_case_id', { mode: 'number' }).references(
      (): AnyPgColumn => cases.id,
    ),
    /** A verification case (kind `verification`): the request the operator decides. */
    targetVerificationId: bigint('target_verification_id', { mode: 'number' }),
    body: text('body').notNull().default(''),
    clientKey: text('client_key').notNull(),
    ackMailedAt: timestamp('ack_mailed_at', { withTimezone: true }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When an operator closed it, who, and what they noted. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => users.id),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('cases_client_key_unique').on(table.clientKey),
    index('cases_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('cases_target_user_idx').on(table.targetUserId),
  ],
)
export type CaseRow = typeof cases.$inferSelect
