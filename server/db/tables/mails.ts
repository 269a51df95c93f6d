// Every mail sent to a member and whether the transport took it: activate.php answers
// `delivered` from here (the signup wizard's step 6 waits for it).
import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId } from './columns'
import { users } from './users'

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
export const MAIL_KINDS = [
  ...ACCOUNT_MAIL_KINDS,
  'digest',
  'receipt',
  'withdrawal',
  /** `case_ack` to who sent a contact message, notice or report; `case_forward` to the operator. */
  'case_ack',
  'case_forward',
  /** The link to a member's data export. */
  'data_export',
  /** Why a member was banned and how to object (domain/admin/ban-mail.ts). */
  'ban',
  /** The confirmation of a raise of the monthly spending limit (credits/spending-limit-mail.ts). */
  'spending_limit',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const mails = pgTable(
  'mails',
  {
    id: identityId(),
    /** Null for a mail to someone who is no member (a visitor's notice, the operator's copy). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
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
