// Every mail sent to a member and whether the transport took it: activate.php answers
// `delivered` from here (the signup wizard's step 6 waits for it).
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

/** Mails about the account, rendered from domain/mail/texts.ts. */
export const ACCOUNT_MAIL_KINDS = [
  'activate',
  'password_reset',
  'mail_change',
  'mail_change_undo',
] as const
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number]
/**
 * `digest`: what a member without push missed (domain/mail/digest.ts); `receipt`: a paid
 * order's (receipt.ts); `withdrawal`: the acknowledgement of a withdrawal (withdrawal.ts).
 */
export const MAIL_KINDS = [...ACCOUNT_MAIL_KINDS, 'digest', 'receipt', 'withdrawal'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const mails = pgTable(
  'mails',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    kind: text('kind').$type<MailKind>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    /** The transport's error when delivery failed; null while pending or once delivered. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('mails_user_id_kind_idx').on(table.userId, table.kind)],
)
