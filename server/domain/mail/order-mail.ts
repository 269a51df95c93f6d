// What the jobs that mail a member about an order share (receipt.ts, withdrawal.ts): whom the
// mail goes to — the order's member, unless their account was deleted — and how it speaks to
// them (their language and time zone, from their site with its address and company), the
// sending, from the site's name, and the job itself: find the member, claim the mail, send it.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import type { MailKind } from '../../db/schema'
import type { JobHandler } from '../../jobs/job-worker'
import type { SiteRegistry } from '../sites/site-registry'
import type { Site } from '../sites/site-schema'
import { siteUrl } from '../sites/site-url'
import { digestTimeZone } from './digest-schedule'
import type { MailService } from './mail-service'
import type { Addressee, RenderedOrderMail } from './order-mail-render'

export interface OrderMailContext {
  db: Db
  mail: MailService
  sites: SiteRegistry
  publicUrl: string
}

/** The member an order mail goes to. */
export interface OrderMailRecipient {
  userId: number
  email: string
  site: Site
  addressee: Addressee
}

const memberSchema = z.object({
  id: column.number,
  email: z.string(),
  language: column.text<Locale>(),
  timezone: z.string(),
  site_id: z.string(),
  name: z.string().nullable(),
})

/** The member of order `orderId`, or undefined when their account was deleted. */
export async function recipientOf(
  context: OrderMailContext,
  orderId: number,
): Promise<OrderMailRecipient | undefined> {
  const member = await queryRow(
    context.db,
    sql`select u.id, u.email, u.language, u.timezone, u.site_id, p.name
      from orders o
      join users u on u.id = o.member_id
      left join profiles p on p.user_id = u.id
      where o.id = ${orderId}::bigint and u.deleted_at is null`,
    memberSchema,
  )
  if (member === undefined) return undefined
  const site = context.sites.byId(member.site_id) ?? context.sites.forHost('')
  return {
    userId: member.id,
    email: member.email,
    site,
    addressee: {
      locale: member.language,
      site: site.name,
      siteUrl: siteUrl(site, context.publicUrl).replace(/\/+$/, ''),
      name: member.name ?? '',
      timeZone: digestTimeZone(member.timezone),
      company: site.company,
    },
  }
}

export async function sendOrderMail(
  context: OrderMailContext,
  recipient: OrderMailRecipient,
  kind: MailKind,
  rendered: RenderedOrderMail,
): Promise<void> {
  await context.mail.sendComposed({
    ...rendered,
    userId: recipient.userId,
    kind,
    to: recipient.email,
    fromName: recipient.site.name,
  })
}

export type OrderMailOutcome =
  | 'sent'
  /** nothing to mail about (yet), or the mail was claimed before */
  | 'nothing'
  /** the member's account was deleted */
  | 'deleted'

const payloadSchema = z.object({ order: z.number().int() })

/**
 * The job of one kind of order mail (payload { order: <orders.id> }): the member first (a
 * deleted account gets nothing, and nothing is claimed), then `claim` marks the mail sent and
 * answers the order's row, or nothing when it was claimed before. From the claim on, a crash
 * loses the mail rather than sending it twice.
 */
export function orderMailJob<Row>(
  kind: MailKind,
  claim: (db: Db, orderId: number) => Promise<Row | undefined>,
  render: (addressee: Addressee, order: Row) => RenderedOrderMail,
) {
  async function run(context: OrderMailContext, orderId: number): Promise<OrderMailOutcome> {
    const recipient = await recipientOf(context, orderId)
    if (recipient === undefined) return 'deleted'
    const order = await claim(context.db, orderId)
    if (order === undefined) return 'nothing'
    await sendOrderMail(context, recipient, kind, render(recipient.addressee, order))
    return 'sent'
  }
  const handler =
    (context: OrderMailContext): JobHandler =>
    async (job) => {
      await run(context, payloadSchema.parse(job.payload).order)
    }
  return { run, handler }
}
