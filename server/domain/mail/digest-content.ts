// What a digest mail lists (digest.ts runs it): the member it goes to, their conversations with
// unread messages not yet mailed and their unseen likes not yet mailed, and claiming those as
// mailed, in one transaction and only while still unread, so nothing is ever mailed twice.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import { conversationMembers, likes, users, type MailFrequency } from '../../db/schema'
import { bigintList } from '../../db/sql-arrays'
import { isPresent } from '../presence/presence'

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

export async function memberOf(db: Db, memberId: number) {
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
export async function pendingConversations(db: Db, memberId: number, previews: boolean) {
  const text = previews
    ? sql`(select nullif(m2.body, '') from messages m2 where m2.conversation_id = cm.conversation_id
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
export async function pendingLikes(db: Db, memberId: number) {
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

/**
 * Marks what the mail will list as mailed — what is still unread and unmailed only — and the
 * day's daily digest as sent; answers what was claimed (another run may have taken the rest).
 */
export async function claim(
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
