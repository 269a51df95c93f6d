// Making a case (contact message, notice or report: db/tables/cases.ts) from what a visitor or
// member sent. Checks first that what a report names is real and theirs to report: the member
// exists, the photo is that member's, the message was sent by that member to the reporter (a
// member reports only what they were shown). Then one statement inserts the case and its
// `mail.case` job (the acknowledgement and the operator's copy), so neither is made without the
// other. The browser's key makes a resend answer the first case: the insert does nothing on a
// known key and the case is read back; a key reused for another kind or sender is refused.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import {
  cases,
  conversationMembers,
  images,
  messages,
  profiles,
  users,
  type CaseKind,
} from '../../db/schema'
import { httpError } from '../api-error'
import { insertJob } from '../../jobs/job-worker'
import { newCaseReference } from './reference'

export interface NewCase {
  kind: CaseKind
  siteId: string
  locale: Locale
  key: string
  reporterId: number | null
  reporterName: string | null
  reporterEmail: string | null
  reason: string
  targetUserId?: number
  targetImageId?: number
  targetMessageId?: number
  targetUrl?: string
  /** An objection: the notice or report it is against (objectedCase). */
  objectedCaseId?: number
  body: string
}

export interface MadeCase {
  id: number
  reference: string
  /** Where the acknowledgement goes: the sender's address. */
  acknowledgedTo: string | null
  /** False when the key answered a case made before. */
  created: boolean
}

const notFound = () => httpError(404, 'member.not_found', 'No such member, photo or message')

/** The name and address of a logged-in sender, from their account. */
export async function senderOf(db: Db, userId: number): Promise<{ name: string; email: string }> {
  const [row] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (row === undefined) throw httpError(403, 'auth.required', 'Log in first')
  return { email: row.email, name: row.name ?? '' }
}

/** Throws 404 unless the member, photo and message a case names are there (and are theirs). */
async function checkTarget(db: Db, made: NewCase): Promise<void> {
  const memberId = made.targetUserId
  if (memberId === undefined) {
    if (made.targetImageId !== undefined || made.targetMessageId !== undefined) throw notFound()
    return
  }
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)))
  if (member === undefined) throw notFound()
  if (made.targetImageId !== undefined) {
    const [image] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, made.targetImageId), eq(images.userId, memberId)))
    if (image === undefined) throw notFound()
  }
  if (made.targetMessageId !== undefined) {
    // A member reports a message that member sent them; a notice (anyone) names the message
    // and its sender only.
    const receiver = made.kind === 'report' ? made.reporterId : null
    const [message] = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(
        conversationMembers,
        receiver === null
          ? eq(conversationMembers.conversationId, messages.conversationId)
          : and(
              eq(conversationMembers.conversationId, messages.conversationId),
              eq(conversationMembers.memberId, receiver),
            ),
      )
      .where(and(eq(messages.id, made.targetMessageId), eq(messages.senderId, memberId)))
      .limit(1)
    if (message === undefined) throw notFound()
  }
}

/**
 * The notice or report with this reference number, which an objection is against: 404
 * case.not_found for any other (a contact message or a verification has no decision to
 * object to). A reference tells nothing more than that the case exists; they are unguessable.
 */
export async function objectedCase(db: Db, reference: string): Promise<number> {
  const [found] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.reference, reference), inArray(cases.kind, ['notice', 'report'])))
  if (found === undefined)
    throw httpError(404, 'case.not_found', 'No notice or report with this reference')
  return found.id
}

const caseOutSchema = z.object({
  id: column.number,
  reference: z.string(),
  kind: column.text<CaseKind>(),
  reporter_id: column.number.nullable(),
  reporter_email: z.string().nullable(),
})
type CaseRowOut = z.infer<typeof caseOutSchema>

export async function createCase(db: Db, made: NewCase): Promise<MadeCase> {
  if (made.kind === 'report' && made.targetUserId === made.reporterId) {
    throw httpError(400, 'bad_request', 'You cannot report yourself')
  }
  await checkTarget(db, made)
  const reference = newCaseReference()
  const created = await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`insert into ${cases} (reference, kind, site_id, locale, reporter_id,
          reporter_name, reporter_email, reason, target_user_id, target_image_id,
          target_message_id, target_url, objected_case_id, body, client_key)
        values (${reference}, ${made.kind}, ${made.siteId}, ${made.locale},
          ${made.reporterId}::bigint, ${made.reporterName}, ${made.reporterEmail}, ${made.reason},
          ${made.targetUserId ?? null}::bigint, ${made.targetImageId ?? null}::bigint,
          ${made.targetMessageId ?? null}::bigint, ${made.targetUrl ?? null},
          ${made.objectedCaseId ?? null}::bigint, ${made.body}, ${made.key})
        on conflict (client_key) do nothing
        returning id, reference, kind, reporter_id, reporter_email`,
      caseOutSchema,
    )
    if (row !== undefined) {
      await tx.execute(insertJob('mail.case', null, { case: row.id }, new Date()))
    }
    return row
  })
  if (created !== undefined) return madeOf(created, true)
  // The key was used before: the same sender's same kind of case is this one again.
  const earlier = await queryRow(
    db,
    sql`select id, reference, kind, reporter_id, reporter_email from ${cases}
      where client_key = ${made.key}`,
    caseOutSchema,
  )
  if (
    earlier === undefined ||
    earlier.kind !== made.kind ||
    earlier.reporter_id !== made.reporterId
  ) {
    throw httpError(409, 'case.key_reused', 'This form key was used for something else')
  }
  return madeOf(earlier, false)
}

function madeOf(row: CaseRowOut, created: boolean): MadeCase {
  return {
    id: row.id,
    reference: row.reference,
    acknowledgedTo: row.reporter_email,
    created,
  }
}
