// Turning digest mails off from a mail's unsubscribe link (routes/unsubscribe.ts): the token's
// topics become 'never' in the member's notification settings (a row made with the defaults
// when there was none). Already 'never' is no change and no error: a mail program may post
// twice, a member may click twice.
import { sql } from 'drizzle-orm'
import { topicsOf, type MailTopic } from '../../../src/contract/unsubscribe'
import type { Db } from '../../db/database'
import { queryRows } from '../../db/raw'
import { notificationSettings, users } from '../../db/schema'
import { verifyUnsubscribe } from './unsubscribe-token'

/** The topics now off, or null when the token is not ours or names no member. */
export async function unsubscribe(
  db: Db,
  secret: Buffer,
  token: string,
): Promise<MailTopic[] | null> {
  const verified = verifyUnsubscribe(secret, token)
  if (verified === null) return null
  const topics = topicsOf(verified.scope)
  const column = (topic: MailTopic) =>
    sql.identifier(
      (topic === 'messages' ? notificationSettings.mailMessages : notificationSettings.mailLikes)
        .name,
    )
  const value = (topic: MailTopic) => (topics.includes(topic) ? 'never' : 'daily')
  // Only the token's topics change in an existing row; a new row has the defaults otherwise.
  const rows = await queryRows(
    db,
    sql`insert into ${notificationSettings}
      (member_id, ${column('messages')}, ${column('likes')})
      select ${users.id}, ${value('messages')}, ${value('likes')} from ${users}
      where ${users.id} = ${verified.member}::bigint
    on conflict (member_id) do update set ${sql.join(
      topics.map((topic) => sql`${column(topic)} = excluded.${column(topic)}`),
      sql`, `,
    )}
    returning member_id`,
  )
  return rows.length === 0 ? null : topics
}
