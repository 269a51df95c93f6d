// Adding a member's digest mail job (mail.digest, one waiting per member; digest.ts runs it):
// only for a member without push, with an activated address, whose mail choice for the topic
// is not 'never', due DIGEST_DELAY_MS after the event or when the run says to look again.
import { sql, type SQL } from 'drizzle-orm'
import type { MailTopic } from '../../../src/contract/unsubscribe'
import type { Db } from '../../db/database'
import { jobs, notificationSettings, pushSubscriptions, users } from '../../db/schema'
import { DIGEST_DELAY_MS } from './digest-schedule'

const KIND = 'mail.digest'

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
export async function digestAgainAt(db: Db, memberId: number, at: Date): Promise<void> {
  await db.execute(sql`insert into ${jobs} (kind, key, payload, run_at)
    values (${KIND}, ${String(memberId)}, ${JSON.stringify({ member: memberId })}::jsonb, ${at}::timestamptz)
    on conflict (kind, key) where key is not null and locked_until is null
    do update set run_at = least(${jobs.runAt}, excluded.run_at)`)
}
