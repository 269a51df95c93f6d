// What Klik pushes, as jobs (server/jobs/job-worker.ts): a new message and a new like. The job
// is added in the statement or transaction that writes the message or like, and only for a
// member with a push subscription. It carries ids only: what the notification says is read
// when it runs, so it says what is true then —
//   - a message job waits MESSAGE_PUSH_DELAY_MS, and every message that arrives meanwhile joins
//     it (one waiting job per member and conversation): "3 new messages from Sanne";
//   - nothing is pushed when the messages were read or the like seen meanwhile, the member
//     turned that push off or was deleted, or has Klik open in front of them (a live channel
//     of a page that is shown: domain/presence/presence.ts) — they see it there.
// The payload is a Declarative Web Push message (web_push 8030): Safari 18.4+ shows it without
// running the service worker, and our worker (sw/) shows the same JSON elsewhere.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import { jobs, pushSubscriptions } from '../../db/schema'
import type { JobHandler } from '../../jobs/job-worker'
import type { PushCounter } from '../../metrics/metrics'
import { translator, type Translate } from '../i18n/translate'
import { isPresent } from '../presence/presence'
import { siteUrl } from '../sites/site-url'
import type { SiteRegistry } from '../sites/site-registry'
import { pushToMember, type PushOptions, type PushOutcome } from './push-sender'
import type { Vapid } from './vapid'
import { PUSH_TEXTS } from '../i18n/server-texts'

export const MESSAGE_PUSH_DELAY_MS = 3_000
const DAY_SECONDS = 24 * 60 * 60
/** A message preview's length on a lock screen. */
const PREVIEW_CHARACTERS = 140

const WAITING = sql.raw(
  'on conflict (kind, key) where key is not null and locked_until is null do nothing',
)

/**
 * A CTE body: the push job for `receiverId`'s message in `conversation` — when a row of `from`
 * was written (the message) and the receiver has a push subscription.
 */
export function messagePushJob(receiverId: number, conversation: number, runAt: Date, from: SQL) {
  const payload = JSON.stringify({ member: receiverId, conversation })
  return sql`insert into ${jobs} (kind, key, payload, run_at)
    select 'push.message', ${`${receiverId}:${conversation}`}::text, ${payload}::jsonb, ${runAt}::timestamptz
    from ${from}
    where exists (select 1 from ${pushSubscriptions} where user_id = ${receiverId}::bigint)
    ${WAITING}
    returning id`
}

/**
 * The push job for a new like of `likedId` by `likerId`, when the liked member has push.
 * `match`: it is a like back, the first time the two like each other ("You click").
 */
export function likePushJob(likerId: number, likedId: number, match = false, runAt = new Date()) {
  const payload = JSON.stringify({ member: likedId, liker: likerId, ...(match ? { match } : {}) })
  return sql`insert into ${jobs} (kind, key, payload, run_at)
    select 'push.like', ${`${likedId}:${likerId}`}::text, ${payload}::jsonb, ${runAt}::timestamptz
    where exists (select 1 from ${pushSubscriptions} where user_id = ${likedId}::bigint)
    ${WAITING}
    returning id`
}

/** A Declarative Web Push message (the Push API's declarative push message). */
export interface DeclarativePush {
  web_push: 8030
  notification: {
    title: string
    body: string
    /** Opened on a tap (our worker navigates an open tab there instead). */
    navigate: string
    /** One notification per chat or liker: a newer one replaces it. */
    tag: string
    lang: Locale
    silent: false
    data: { type: 'message'; conversation: number } | { type: 'like'; profile: number }
  }
  /** Unread messages plus new likes: the app icon's badge. */
  app_badge: number
}

export interface PushJobContext {
  db: Db
  vapid: Vapid
  sites: SiteRegistry
  publicUrl: string
  /** PUSH_SERVICE_HOSTS: where pushes may go. */
  pushHosts: readonly string[]
  /** Called with what a push service refused for good (our request was wrong). */
  onRefused: (refused: PushOutcome['refused'], kind: string) => void
  /** Counts each device's outcome per job kind (klik_pushes_total). */
  pushes?: PushCounter
}

const messageJobSchema = z.object({ member: z.number().int(), conversation: z.number().int() })
const likeJobSchema = z.object({
  member: z.number().int(),
  liker: z.number().int(),
  match: z.boolean().optional(),
})

/** Unread messages plus new likes of `memberId` (the member u in scope). */
const badgeOf = sql`(
    (select count(*) from conversation_members cm
      join messages m on m.conversation_id = cm.conversation_id
        and m.sender_id <> cm.member_id and m.id > cm.last_read_message_id
      where cm.member_id = u.id)
    + (select count(*) from likes l where l.liked_id = u.id and l.seen_at is null))::int`

const memberSchema = z.object({
  language: column.text<Locale>(),
  site_id: z.string(),
  name: z.string(),
  fictional: z.boolean(),
  badge: column.number,
  push: z.boolean(),
  present: z.boolean(),
})
type MemberRow = z.infer<typeof memberSchema>

const messageMemberSchema = memberSchema.extend({
  previews: z.boolean(),
  unread: column.number,
  text: z.string().nullable(),
})

function nameFor(t: Translate, row: { name: string; fictional: boolean }) {
  return row.fictional ? t(PUSH_TEXTS.fictionalName, { name: row.name }) : row.name
}

function origin(context: PushJobContext, siteId: string): string {
  const site = context.sites.byId(siteId)
  return site === undefined ? context.publicUrl : siteUrl(site, context.publicUrl)
}

export function messagePushHandler(context: PushJobContext): JobHandler {
  return async (job) => {
    const { member, conversation } = messageJobSchema.parse(job.payload)
    const row = await queryRow(
      context.db,
      sql`select u.language, u.site_id, p.name, pu.fictional,
          coalesce(ns.push_messages, true) as push, coalesce(ns.previews, false) as previews,
          ${isPresent(sql`u.id`)} as present,
          (select count(*) from messages m where m.conversation_id = cm.conversation_id
            and m.sender_id <> u.id and m.id > cm.last_read_message_id)::int as unread,
          (select nullif(m.body, '') from messages m where m.conversation_id = cm.conversation_id
            and m.sender_id <> u.id and m.id > cm.last_read_message_id
            order by m.id desc limit 1) as text,
          ${badgeOf} as badge
        from users u
        join conversation_members cm on cm.member_id = u.id and cm.conversation_id = ${conversation}::bigint
        join conversations c on c.id = cm.conversation_id
        join profiles p on p.user_id = case when c.member_low = u.id then c.member_high else c.member_low end
        join users pu on pu.id = p.user_id
        left join notification_settings ns on ns.member_id = u.id
        where u.id = ${member}::bigint and u.deleted_at is null`,
      messageMemberSchema,
    )
    if (row === undefined || !row.push || row.present || row.unread === 0) return
    const preview = row.previews && row.text !== null
    const t = translator(row.language)
    await notify(context, job.kind, member, row, {
      title: t(PUSH_TEXTS.messages, { count: row.unread, name: nameFor(t, row) }),
      body: preview ? truncate(row.text as string, PREVIEW_CHARACTERS) : t(PUSH_TEXTS.tapToRead),
      path: `/chats/${conversation}`,
      key: `chat-${conversation}`,
      data: { type: 'message', conversation },
      urgency: 'high',
    })
  }
}

export function likePushHandler(context: PushJobContext): JobHandler {
  return async (job) => {
    const { member, liker, match = false } = likeJobSchema.parse(job.payload)
    const row = await queryRow(
      context.db,
      sql`select u.language, u.site_id, p.name, pu.fictional,
          coalesce(ns.push_likes, true) as push, ${isPresent(sql`u.id`)} as present,
          ${badgeOf} as badge
        from users u
        join likes l on l.liked_id = u.id and l.liker_id = ${liker}::bigint and l.seen_at is null
        join profiles p on p.user_id = l.liker_id
        join users pu on pu.id = p.user_id and pu.deleted_at is null
        left join notification_settings ns on ns.member_id = u.id
        where u.id = ${member}::bigint and u.deleted_at is null`,
      memberSchema,
    )
    if (row === undefined || !row.push || row.present) return
    const t = translator(row.language)
    const name = nameFor(t, row)
    await notify(context, job.kind, member, row, {
      // A like back opens the chat with the member: saying hello is what a match is for.
      title: t(match ? PUSH_TEXTS.match : PUSH_TEXTS.like, { name }),
      body: t(match ? PUSH_TEXTS.matchBody : PUSH_TEXTS.likeBody),
      path: match ? `/members/${liker}/chat` : `/members/${liker}`,
      key: `like-${liker}`,
      data: { type: 'like', profile: liker },
      urgency: 'low',
    })
  }
}

interface Notice {
  title: string
  body: string
  /** The page a tap opens, on the member's site. */
  path: string
  /** The notification's tag and the push's topic: a newer one replaces it. */
  key: string
  data: DeclarativePush['notification']['data']
  urgency: PushOptions['urgency']
}

/** Pushes `notice` to every device of `member` as a Declarative Web Push message. */
async function notify(
  context: PushJobContext,
  kind: string,
  member: number,
  row: MemberRow,
  notice: Notice,
): Promise<void> {
  const payload: DeclarativePush = {
    web_push: 8030,
    notification: {
      title: notice.title,
      body: notice.body,
      navigate: `${origin(context, row.site_id)}${notice.path}`,
      tag: notice.key,
      lang: row.language,
      silent: false,
      data: notice.data,
    },
    app_badge: row.badge,
  }
  const outcome = await pushToMember(context.db, context.vapid, member, payload, {
    urgency: notice.urgency,
    topic: notice.key,
    ttlSeconds: DAY_SECONDS,
    hosts: context.pushHosts,
    counted: (outcome) => context.pushes?.inc({ kind, outcome }),
  })
  if (outcome.refused.length > 0) context.onRefused(outcome.refused, kind)
}

function truncate(text: string, characters: number): string {
  const chars = [...text]
  return chars.length <= characters ? text : `${chars.slice(0, characters - 1).join('')}…`
}
