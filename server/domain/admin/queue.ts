// What the operator area reads: the queue of cases with what each is about (the member, the
// photo, the reported message's text), and one member with photos, orders and cases. Reads
// only; every change is in bans.ts, photos.ts and refund.ts.
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { adminCaseSchema, adminMemberSchema } from '../../../src/contract/admin'
import type { Db } from '../../db/database'
import { cases, images, messages, orders, profiles, users, type CaseRow } from '../../db/schema'
import { httpError } from '../api-error'
import { verificationViews } from './verification-cases'

type AdminCase = z.input<typeof adminCaseSchema>
type AdminMember = z.input<typeof adminMemberSchema>

interface MemberFacts {
  id: number
  name: string
  email: string
  banned: boolean
}

async function membersById(db: Db, ids: number[]): Promise<Map<number, MemberFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, email: users.email, name: profiles.name, bannedAt: users.bannedAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids))
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, email: row.email, name: row.name ?? '', banned: row.bannedAt !== null },
    ]),
  )
}

/** The cases, as the queue shows them. */
async function caseViews(db: Db, rows: CaseRow[]): Promise<AdminCase[]> {
  const memberIds = [
    ...new Set(
      rows.flatMap((row) => [row.reporterId, row.targetUserId]).filter((id) => id !== null),
    ),
  ]
  const imageIds = rows.map((row) => row.targetImageId).filter((id) => id !== null)
  const messageIds = rows.map((row) => row.targetMessageId).filter((id) => id !== null)
  const objectedIds = rows.map((row) => row.objectedCaseId).filter((id) => id !== null)
  const objected =
    objectedIds.length === 0
      ? []
      : await db
          .select({
            id: cases.id,
            reference: cases.reference,
            kind: cases.kind,
            status: cases.status,
          })
          .from(cases)
          .where(inArray(cases.id, objectedIds))
  const members = await membersById(db, memberIds)
  const requests = await verificationViews(
    db,
    rows.map((row) => row.targetVerificationId).filter((id) => id !== null),
  )
  const photos =
    imageIds.length === 0
      ? []
      : await db
          .select({ id: images.id, thumb: images.thumbFilename, hiddenAt: images.hiddenAt })
          .from(images)
          .where(inArray(images.id, imageIds))
  const texts =
    messageIds.length === 0
      ? []
      : await db
          .select({
            id: messages.id,
            body: messages.body,
            photo: messages.photoWidth,
            at: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.id, messageIds))
  return rows.map((row) => {
    const photo = photos.find((candidate) => candidate.id === row.targetImageId)
    const message = texts.find((candidate) => candidate.id === row.targetMessageId)
    return {
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      status: row.status,
      site: row.siteId,
      locale: row.locale,
      reason: row.reason,
      body: row.body,
      created_at: row.createdAt.toISOString(),
      reporter: row.reporterId === null ? null : (members.get(row.reporterId) ?? null),
      reporter_name: row.reporterName,
      reporter_email: row.reporterEmail,
      target: row.targetUserId === null ? null : (members.get(row.targetUserId) ?? null),
      target_photo:
        photo === undefined
          ? null
          : { id: photo.id, thumb_filename: photo.thumb, hidden: photo.hiddenAt !== null },
      target_message:
        message === undefined
          ? null
          : {
              id: message.id,
              text: message.body,
              photo: message.photo !== null,
              sent_at: message.at.toISOString(),
            },
      target_url: row.targetUrl,
      objected_case: objected.find((candidate) => candidate.id === row.objectedCaseId) ?? null,
      target_verification:
        row.targetVerificationId === null ? null : (requests.get(row.targetVerificationId) ?? null),
      closed_at: row.closedAt?.toISOString() ?? null,
      note: row.note,
    }
  })
}

export async function caseQueue(
  db: Db,
  query: {
    status: 'open' | 'all'
    kind?: CaseRow['kind'] | undefined
    member?: number | undefined
  },
): Promise<{ cases: AdminCase[] }> {
  const filters: SQL[] = []
  if (query.status === 'open') filters.push(eq(cases.status, 'open'))
  if (query.kind !== undefined) filters.push(eq(cases.kind, query.kind))
  if (query.member !== undefined) filters.push(eq(cases.targetUserId, query.member))
  const rows = await db
    .select()
    .from(cases)
    .where(filters.length === 0 ? sql`true` : and(...filters))
    .orderBy(desc(cases.id))
    .limit(200)
  return { cases: await caseViews(db, rows) }
}

export async function caseById(db: Db, caseId: number): Promise<AdminCase> {
  const rows = await db.select().from(cases).where(eq(cases.id, caseId))
  const [view] = await caseViews(db, rows)
  if (view === undefined) throw httpError(404, 'not_found', 'No such case')
  return view
}

export async function adminMember(
  db: Db,
  query: { id?: number | undefined; email?: string | undefined },
): Promise<AdminMember> {
  const where =
    query.id !== undefined
      ? eq(users.id, query.id)
      : and(sql`lower(${users.email}) = lower(${query.email ?? ''})`, isNull(users.deletedAt))
  const [user] = await db
    .select({ user: users, name: profiles.name, country: profiles.country })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(1)
  if (user === undefined) throw httpError(404, 'member.not_found', 'No such member')
  const memberId = user.user.id
  const photos = await db
    .select()
    .from(images)
    .where(eq(images.userId, memberId))
    .orderBy(images.position, images.id)
  const bought = await db
    .select()
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.id))
    .limit(100)
  const about = await caseQueue(db, { status: 'all', member: memberId })
  return {
    id: memberId,
    name: user.name ?? '',
    email: user.user.email,
    site: user.user.siteId,
    language: user.user.language,
    country: user.country ?? null,
    created_at: user.user.createdAt.toISOString(),
    deleted: user.user.deletedAt !== null,
    fictional: user.user.fictional,
    role: user.user.role,
    banned_at: user.user.bannedAt?.toISOString() ?? null,
    ban_ground: user.user.banGround,
    ban_reason: user.user.banReason,
    photos: photos.map((photo) => ({
      id: photo.id,
      thumb_filename: photo.thumbFilename,
      filename: photo.filename,
      hidden: photo.hiddenAt !== null,
    })),
    orders: bought.map(orderView),
    cases: about.cases,
  }
}

export function orderView(order: typeof orders.$inferSelect) {
  return {
    id: order.publicId,
    product:
      order.product === 'credits' ? `${order.credits} credits` : `premium ${order.months} mo`,
    status: order.status,
    amount_cents: order.amountCents,
    currency: order.currency,
    provider: order.provider,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_cents: order.refundedCents,
    refundable:
      order.status === 'paid' &&
      order.providerPaymentId !== null &&
      order.refundedCents + order.chargedBackCents < order.amountCents,
  }
}
