// The ban mail: the `mail.ban` job (payload { user: <users.id> }) that banMember (bans.ts)
// adds in the transaction of the ban. It sends the member our statement of reasons (DSA
// art. 17) in their language and time zone, from their site: the ground, what a block means,
// and how to object, with a button to /pages/ban. The same ground shows on that page to a
// browser of theirs (GET /api/ban.php); the mail reaches them when no browser does.
//
// Once per ban: users.ban_mailed_at is claimed (set where it is still null or older than the
// ban) before the mail is sent, so a job run again sends nothing, and a ban after a lifted one
// mails again. A crash between the claim and the hand-over loses the mail rather than sending
// it twice; the ban page says the same. A ban lifted before the job ran mails nothing.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { BanGround } from '../../../src/contract/admin'
import type { Locale } from '../../../src/contract/locales'
import { column, queryRow } from '../../db/raw'
import type { JobHandler } from '../../jobs/job-worker'
import { translator } from '../i18n/translate'
import { renderButtonMail, type ButtonMailAddressee } from '../mail/button-mail'
import { digestTimeZone } from '../mail/digest-schedule'
import type { RenderedMail } from '../mail/layout'
import type { OrderMailContext } from '../mail/order-mail'
import { formatDate } from '../mail/order-mail-render'
import { siteUrl } from '../sites/site-url'
import { BAN_MAIL_TEXTS } from '../i18n/server-texts'

const payloadSchema = z.object({ user: z.number().int() })

/** `link` is the ban page on the member's site. */
export interface BanMailContent extends ButtonMailAddressee {
  bannedAt: Date
  ground: BanGround
}

/** The statement of reasons (pure). */
export function renderBanMail(content: BanMailContent): RenderedMail {
  const { locale, site, link } = content
  const t = translator(locale)
  const date = formatDate(locale, content.bannedAt, content.timeZone)
  return renderButtonMail({
    locale,
    site,
    name: content.name,
    subject: t(BAN_MAIL_TEXTS.subject, { site }),
    paragraphs: [
      [
        t(BAN_MAIL_TEXTS.blocked, { site, date }),
        `${t(BAN_MAIL_TEXTS.why)} ${t(BAN_MAIL_TEXTS.grounds[content.ground])}`,
      ],
      [t(BAN_MAIL_TEXTS.means)],
      [t(BAN_MAIL_TEXTS.object)],
    ],
    button: { label: t(BAN_MAIL_TEXTS.button), url: link },
    notes: [t(BAN_MAIL_TEXTS.courts)],
  })
}

const claimedSchema = z.object({
  email: z.string(),
  language: column.text<Locale>(),
  timezone: z.string(),
  site_id: z.string(),
  banned_at: column.date,
  ban_ground: column.text<BanGround>().nullable(),
  name: z.string().nullable(),
})
type ClaimedRow = z.infer<typeof claimedSchema>

/** Marks the member's ban as mailed unless it was; answers what the mail needs then. */
async function claim(db: OrderMailContext['db'], userId: number): Promise<ClaimedRow | undefined> {
  return queryRow(
    db,
    sql`update users u set ban_mailed_at = now()
      where u.id = ${userId}::bigint and u.deleted_at is null and u.banned_at is not null
        and (u.ban_mailed_at is null or u.ban_mailed_at < u.banned_at)
      returning u.email, u.language, u.timezone, u.site_id, u.banned_at, u.ban_ground,
        (select p.name from profiles p where p.user_id = u.id) as name`,
    claimedSchema,
  )
}

/** Mails member `userId` why they were banned, once per ban; answers whether it did. */
export async function runBanMail(context: OrderMailContext, userId: number): Promise<boolean> {
  const row = await claim(context.db, userId)
  if (row === undefined) return false
  // From here on a crash loses this mail, never sends a second (see the top).
  const site = context.sites.byId(row.site_id) ?? context.sites.forHost('')
  const rendered = renderBanMail({
    locale: row.language,
    site: site.name,
    name: row.name ?? '',
    timeZone: digestTimeZone(row.timezone),
    bannedAt: row.banned_at,
    ground: row.ban_ground ?? 'terms',
    link: `${siteUrl(site, context.publicUrl).replace(/\/+$/, '')}/pages/ban`,
  })
  await context.mail.sendComposed({
    ...rendered,
    userId,
    kind: 'ban',
    to: row.email,
    fromName: site.name,
  })
  return true
}

export function banMailHandler(context: OrderMailContext): JobHandler {
  return async (job) => {
    const { user } = payloadSchema.parse(job.payload)
    await runBanMail(context, user)
  }
}
