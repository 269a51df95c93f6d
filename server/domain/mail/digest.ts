// The email fallback of notifications (issue 11): a member without push who misses messages or
// likes gets a digest mail, in their language, on their site, as often as they chose per topic
// (notification_settings.mail_*: immediately, daily, never; digest-schedule.ts says when).
//
// A 'mail.digest' job, one waiting per member, is added in the statement or transaction that
// writes the message or like — only when the receiver has no push subscription, an activated
// address, and that topic's mail is not 'never' — due DIGEST_DELAY_MS later. An 'immediately'
// event pulls a later waiting job (a daily one) forward; a 'daily' one leaves it be.
//
// The job carries the member only: at run time it reads what is pending — unread messages
// above the conversation's mailed mark, unseen likes not mailed — and mails nothing when the
// member was deleted, got push meanwhile, read everything, or is looking at Klik (then it looks
// again DIGEST_DELAY_MS later). What a mail lists is claimed first (mailed_message_id,
// likes.mailed_at, users.daily_digest_at, in one transaction and only while still unread), so
// nothing is ever mailed twice, even by two runs at once. What waits for a daily hour gets a
// job at that hour.
//
// Adding the job is digest-job.ts's; what a mail lists, and claiming it, digest-content.ts's;
// this module runs the job: it decides what is due, and renders and sends the mail.
import { z } from 'zod'
import type { UnsubscribeScope } from '../../../src/contract/unsubscribe'
import type { Db } from '../../db/database'
import type { JobHandler } from '../../jobs/job-worker'
import { siteUrl } from '../sites/site-url'
import type { SiteRegistry } from '../sites/site-registry'
import { claim, memberOf, pendingConversations, pendingLikes } from './digest-content'
import { digestAgainAt, digestJobAt } from './digest-job'
import { renderDigest, type DigestConversation, type DigestPerson } from './digest-render'
import { digestTimeZone, planDigest } from './digest-schedule'
import type { MailService } from './mail-service'
import { signUnsubscribe } from './unsubscribe-token'

const payloadSchema = z.object({ member: z.number().int() })

export interface DigestContext {
  db: Db
  mail: MailService
  sites: SiteRegistry
  publicUrl: string
  /** The app secret: it signs the unsubscribe link. */
  secret: Buffer
  /** The clock (tests move it). */
  now?: () => Date
}

const earliest = (dates: Date[]) =>
  dates.length === 0 ? null : new Date(Math.min(...dates.map((date) => date.getTime())))

const scopeOf = (conversations: unknown[], likers: unknown[]): UnsubscribeScope =>
  conversations.length > 0 && likers.length > 0
    ? 'all'
    : conversations.length > 0
      ? 'messages'
      : 'likes'

export type DigestOutcome =
  | 'sent'
  /** deleted, unactivated, push, or nothing pending */
  | 'nothing'
  /** looking at Klik: looked at again later */
  | 'present'
  /** only daily topics wait, for their hour */
  | 'waiting'

/** Mails `memberId` what is due of what they missed (the job's work). */
export async function runDigest(
  context: DigestContext,
  memberId: number,
  now: Date,
): Promise<DigestOutcome> {
  const { db } = context
  const member = await memberOf(db, memberId)
  if (member === undefined || member.push) return 'nothing'
  const choices = { messages: member.mail_messages, likes: member.mail_likes }
  if (choices.messages === 'never' && choices.likes === 'never') return 'nothing'
  const conversations =
    choices.messages === 'never' ? [] : await pendingConversations(db, memberId, member.previews)
  const likers = choices.likes === 'never' ? [] : await pendingLikes(db, memberId)
  const plan = planDigest({
    now,
    choices,
    since: {
      messages: earliest(conversations.map((item) => item.since)),
      likes: earliest(likers.map((like) => like.createdAt)),
    },
    lastDaily: member.daily_digest_at,
    zone: digestTimeZone(member.timezone),
  })
  if (plan.topics.length === 0) {
    if (plan.nextAt === null) return 'nothing'
    await digestAgainAt(db, memberId, plan.nextAt)
    return 'waiting'
  }
  if (member.present) {
    const soon = digestJobAt(now)
    await digestAgainAt(
      db,
      memberId,
      plan.nextAt !== null && plan.nextAt < soon ? plan.nextAt : soon,
    )
    return 'present'
  }
  const listed = await claim(
    db,
    memberId,
    plan.topics.includes('messages') ? conversations : [],
    plan.topics.includes('likes') ? likers : [],
    plan.daily,
    now,
  )
  if (plan.nextAt !== null) await digestAgainAt(db, memberId, plan.nextAt)
  if (listed.conversations.length + listed.likes.length === 0) return 'nothing'
  const site = context.sites.byId(member.site_id) ?? context.sites.forHost('')
  const rendered = renderDigest({
    locale: member.language,
    site: site.name,
    siteUrl: siteUrl(site, context.publicUrl),
    name: member.name,
    conversations: listed.conversations.map(
      ({ conversation, name, fictional, unread, text }): DigestConversation => ({
        conversation,
        name,
        fictional,
        unread,
        ...(text === undefined ? {} : { text }),
      }),
    ),
    likes: listed.likes.map(({ name, fictional }): DigestPerson => ({ name, fictional })),
    unsubscribeToken: signUnsubscribe(
      context.secret,
      memberId,
      scopeOf(listed.conversations, listed.likes),
    ),
  })
  await context.mail.sendComposed({
    userId: memberId,
    kind: 'digest',
    to: member.email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    links: rendered.links,
    fromName: site.name,
    headers: rendered.headers,
  })
  return 'sent'
}

export function digestHandler(context: DigestContext): JobHandler {
  return async (job) => {
    const { member } = payloadSchema.parse(job.payload)
    await runDigest(context, member, context.now?.() ?? new Date())
  }
}
