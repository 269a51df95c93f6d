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
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/locales'
import type { MailTopic, UnsubscribeScope } from '../../../src/contract/unsubscribe'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import {
  conversationMembers,
  jobs,
  likes,
  notificationSettings,
  pushSubscriptions,
  users,
  type MailFrequency,
} from '../../db/schema'
import { bigintList } from '../../db/sql-arrays'
import type { JobHandler } from '../../jobs/job-worker'
import { isPresent } from '../presence/presence'
import { siteUrl } from '../sites/site-url'
import type { SiteRegistry } from '../sites/site-registry'
import { renderDigest, type DigestConversation, type DigestPerson } from './digest-render'
import { DIGEST_DELAY_MS, digestTimeZone, planDigest } from './digest-schedule'
import type { MailService } from './mail-service'
import { signUnsubscribe } from './unsubscribe-token'

const KIND = 'mail.digest'
const payloadSchema = z.object({ member: z.number().int() })

const choiceColumn = (topic: MailTopic) =>
  topic === 'messages' ? notificationSettings.mailMessages : notificationSettings.mailLikes

/** SQL: the member's mail choice for `topic`, 'daily' without a settings row. */
function choiceOf(memberId: number, topic: MailTopic): SQL {
  return sql`coalesce((select ${choiceColumn(topic)} from ${notificationSettings}
    where ${notificationSettings.memberId} = ${memberId}::bigint), 'daily')`
}

/**
 * SQL that adds `memberId`'s digest job for a new item of `topic`, due at `runAt` — when a row
 * of `from` was written (a CTE: the message), the member has no push subscription, an
 * activated address, and does not get 'never' for the topic. Answers the job's id.
 */
export function digestJob(memberId: number, topic: MailTopic, runAt: Date, from?: SQL): SQL {
  const payload = JSON.stringify({ member: memberId })
  return sql`insert into ${jobs} (kind, key, payload, run_at)
    select ${KIND}, ${String(memberId)}::text, ${payload}::jsonb, ${runAt}::timestamptz
    ${from === undefined ? sql`` : sql`from ${from}`}
    where not exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${memberId}::bigint)
      and exists (select 1 from ${users} where ${users.id} = ${memberId}::bigint
        and ${users.activatedAt} is not null and ${users.deletedAt} is null)
      and ${choiceOf(memberId, topic)} <> 'never'
    on conflict (kind, key) where key is not null and locked_until is null
    do update set run_at = least(${jobs.runAt}, excluded.run_at)
      where ${choiceOf(memberId, topic)} = 'immediately'
    returning id`
}

/** When a digest job for an event now is due. */
export const digestJobAt = (now: Date) => new Date(now.getTime() + DIGEST_DELAY_MS)

/** Looks at `memberId`'s digest again at `at` (or earlier, when a job waits for then). */
async function digestAgainAt(db: Db, memberId: number, at: Date): Promise<void> {
  await db.execute(sql`insert into ${jobs} (kind, key, payload, run_at)
    values (${KIND}, ${String(memberId)}, ${JSON.stringify({ member: memberId })}::jsonb, ${at}::timestamptz)
    on conflict (kind, key) where key is not null and locked_until is null
    do update set run_at = least(${jobs.runAt}, excluded.run_at)`)
}

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

const memberSchema = z.object({
  email: z.string(),
  language: column.text<Locale>(),
  site_id: z.string(),
  timezone: z.string(),
  name: z.string(),
  daily_digest_at: column.date.nullable(),
  mail_messages: column.text<MailFrequency>(),
  mail_likes: column.text<MailFrequency>(),
  previews: z.boolean(),
  present: z.boolean(),
  push: z.boolean(),
})

async function memberOf(db: Db, memberId: number) {
  return queryRow(
    db,
    sql`select u.email, u.language, u.site_id, u.timezone, p.name, u.daily_digest_at,
        coalesce(ns.mail_messages, 'daily') as mail_messages,
        coalesce(ns.mail_likes, 'daily') as mail_likes,
        coalesce(ns.previews, false) as previews,
        ${isPresent(sql`u.id`)} as present,
        exists (select 1 from push_subscriptions ps where ps.user_id = u.id) as push
      from users u
      join profiles p on p.user_id = u.id
      left join notification_settings ns on ns.member_id = u.id
      where u.id = ${memberId}::bigint and u.deleted_at is null and u.activated_at is not null`,
    memberSchema,
  )
}

/** Neither member blocked the other (`other`: an SQL expression). */
const unblocked = (memberId: number, other: SQL) =>
  sql`not exists (select 1 from blocks b where (b.blocker_id = ${memberId}::bigint and b.blocked_id = ${other})
    or (b.blocker_id = ${other} and b.blocked_id = ${memberId}::bigint))`

const conversationSchema = z.object({
  conversation: column.number,
  name: z.string(),
  fictional: z.boolean(),
  unread: column.number,
  newest: column.number,
  since: column.date,
  text: z.string().nullable(),
})

/** Conversations with unread messages not yet mailed, newest first. */
async function pendingConversations(db: Db, memberId: number, previews: boolean) {
  const text = previews
    ? sql`(select m2.body from messages m2 where m2.conversation_id = cm.conversation_id
        and m2.sender_id <> cm.member_id order by m2.id desc limit 1)`
    : sql`null::text`
  const rows = await queryRows(
    db,
    sql`select cm.conversation_id as conversation, pp.name, partner.fictional,
        count(*)::int as unread, max(m.id) as newest,
        min(m.created_at) filter (where m.id > cm.mailed_message_id) as since,
        ${text} as text
      from conversation_members cm
      join conversations c on c.id = cm.conversation_id
      join users partner on partner.id = case when c.member_low = cm.member_id then c.member_high else c.member_low end
        and partner.deleted_at is null
      join profiles pp on pp.user_id = partner.id
      join messages m on m.conversation_id = cm.conversation_id and m.sender_id <> cm.member_id
        and m.id > cm.last_read_message_id
      where cm.member_id = ${memberId}::bigint and ${unblocked(memberId, sql`partner.id`)}
      group by cm.conversation_id, cm.member_id, cm.mailed_message_id, pp.name, partner.fictional
      having max(m.id) > cm.mailed_message_id
      order by max(m.id) desc`,
    conversationSchema,
  )
  return rows.map(({ text, ...row }) => ({ ...row, ...(text === null ? {} : { text }) }))
}

const likeSchema = z.object({
  liker: column.number,
  name: z.string(),
  fictional: z.boolean(),
  created_at: column.date,
})

/** Likes the member has not seen and no mail named, newest first. */
async function pendingLikes(db: Db, memberId: number) {
  const rows = await queryRows(
    db,
    sql`select l.liker_id as liker, p.name, u.fictional, l.created_at
      from likes l
      join users u on u.id = l.liker_id and u.deleted_at is null
      join profiles p on p.user_id = l.liker_id
      where l.liked_id = ${memberId}::bigint and l.seen_at is null and l.mailed_at is null
        and ${unblocked(memberId, sql`l.liker_id`)}
      order by l.created_at desc, l.liker_id desc`,
    likeSchema,
  )
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }))
}

type Pending = Awaited<ReturnType<typeof pendingConversations>>[number]
type PendingLike = Awaited<ReturnType<typeof pendingLikes>>[number]

const earliest = (dates: Date[]) =>
  dates.length === 0 ? null : new Date(Math.min(...dates.map((date) => date.getTime())))

/**
 * Marks what the mail will list as mailed — what is still unread and unmailed only — and the
 * day's daily digest as sent; answers what was claimed (another run may have taken the rest).
 */
async function claim(
  db: Db,
  memberId: number,
  conversations: Pending[],
  likers: PendingLike[],
  daily: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const claimed = new Set<number>()
    if (conversations.length > 0) {
      const ids = conversations.map((item) => item.conversation)
      const newest = conversations.map((item) => item.newest)
      const rows = await queryRows(
        tx,
        sql`update ${conversationMembers} cm
          set mailed_message_id = v.newest
          from unnest(${bigintList(ids)}, ${bigintList(newest)}) as v(conversation, newest)
          where cm.conversation_id = v.conversation and cm.member_id = ${memberId}::bigint
            and cm.mailed_message_id < v.newest and cm.last_read_message_id < v.newest
          returning cm.conversation_id as conversation`,
        z.object({ conversation: column.number }),
      )
      for (const row of rows) claimed.add(row.conversation)
    }
    const liked = new Set<number>()
    if (likers.length > 0) {
      const rows = await queryRows(
        tx,
        sql`update ${likes} set mailed_at = ${now}::timestamptz
          where liked_id = ${memberId}::bigint and liker_id = any(${bigintList(likers.map((like) => like.liker))})
            and mailed_at is null and seen_at is null
          returning liker_id as liker`,
        z.object({ liker: column.number }),
      )
      for (const row of rows) liked.add(row.liker)
    }
    if (daily && claimed.size + liked.size > 0) {
      await tx.execute(
        sql`update ${users} set daily_digest_at = ${now}::timestamptz where id = ${memberId}::bigint`,
      )
    }
    return {
      conversations: conversations.filter((item) => claimed.has(item.conversation)),
      likes: likers.filter((like) => liked.has(like.liker)),
    }
  })
}

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
