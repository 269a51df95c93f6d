// The mail that confirms a raise or removal of the monthly spending limit (issue 28 §5): the
// `mail.spending_limit` job (payload { user: <users.id> }) that setSpendingLimit adds in the
// transaction that records the raise. It tells the member, in their language and time zone,
// from their site, what was asked and when it takes effect, and how to keep the old limit —
// so a raise someone else made with their password does not pass unnoticed.
//
// Once per raise: spending_limits.pending_mailed_at is claimed (set where still null) before
// the mail is sent, so a job run again sends nothing; a newer raise clears it and mails again.
// A raise dropped (the limit lowered) before the job ran mails nothing.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Currency } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import { column, queryRow } from '../../db/raw'
import type { JobHandler } from '../../jobs/job-worker'
import { translator } from '../i18n/translate'
import { renderButtonMail, type ButtonMailAddressee } from '../mail/button-mail'
import { digestTimeZone } from '../mail/digest-schedule'
import type { RenderedMail } from '../mail/layout'
import type { OrderMailContext } from '../mail/order-mail'
import { formatDate, formatMoney } from '../mail/order-mail-render'
import { siteUrl } from '../sites/site-url'
import { SPENDING_LIMIT_MAIL_TEXTS } from '../i18n/server-texts'

const payloadSchema = z.object({ user: z.number().int() })

/** `link` is the credits page on the member's site. */
export interface SpendingLimitMailContent extends ButtonMailAddressee {
  askedAt: Date
  from: Date
  /** The limit in force and the raised one (null: removed), in `currency`. */
  currentCents: number
  currentCurrency: Currency
  newCents: number | null
  newCurrency: Currency
}

/** The confirmation (pure). */
export function renderSpendingLimitMail(content: SpendingLimitMailContent): RenderedMail {
  const { locale, site, link } = content
  const t = translator(locale)
  const values = {
    site,
    from: formatMoney(locale, content.currentCents, content.currentCurrency),
    to: content.newCents === null ? '' : formatMoney(locale, content.newCents, content.newCurrency),
    asked: formatDate(locale, content.askedAt, content.timeZone),
    date: formatDate(locale, content.from, content.timeZone),
  }
  const words = SPENDING_LIMIT_MAIL_TEXTS
  return renderButtonMail({
    locale,
    site,
    name: content.name,
    subject: t(words.subject, values),
    paragraphs: [
      [t(content.newCents === null ? words.remove : words.raise, values), t(words.when, values)],
      [t(words.notYou)],
    ],
    button: { label: t(words.button), url: link },
  })
}

const claimedSchema = z.object({
  email: z.string(),
  language: column.text<Locale>(),
  timezone: z.string(),
  site_id: z.string(),
  name: z.string().nullable(),
  currency: column.text<Currency>(),
  limit_cents: column.number.nullable(),
  pending_cents: column.number.nullable(),
  pending_currency: column.text<Currency>().nullable(),
  pending_from: column.date,
  pending_asked_at: column.date,
})
type ClaimedRow = z.infer<typeof claimedSchema>

/** Marks the member's waiting raise as mailed unless it was; answers what the mail needs. */
async function claim(db: OrderMailContext['db'], userId: number): Promise<ClaimedRow | undefined> {
  return queryRow(
    db,
    sql`update spending_limits s set pending_mailed_at = now()
      from users u
      where s.member_id = ${userId}::bigint and u.id = s.member_id and u.deleted_at is null
        and s.pending_from is not null and s.pending_mailed_at is null
      returning u.email, u.language, u.timezone, u.site_id,
        (select p.name from profiles p where p.user_id = u.id) as name,
        s.currency, s.limit_cents, s.pending_cents, s.pending_currency, s.pending_from,
        s.pending_asked_at`,
    claimedSchema,
  )
}

/** Mails member `userId` the raise of their limit that waits, once; answers whether it did. */
export async function runSpendingLimitMail(
  context: OrderMailContext,
  userId: number,
): Promise<boolean> {
  const row = await claim(context.db, userId)
  if (row === undefined || row.limit_cents === null) return false
  // From here on a crash loses this mail, never sends a second (see the top).
  const site = context.sites.byId(row.site_id) ?? context.sites.forHost('')
  const rendered = renderSpendingLimitMail({
    locale: row.language,
    site: site.name,
    name: row.name ?? '',
    timeZone: digestTimeZone(row.timezone),
    askedAt: row.pending_asked_at,
    from: row.pending_from,
    currentCents: row.limit_cents,
    currentCurrency: row.currency,
    newCents: row.pending_cents,
    newCurrency: row.pending_currency ?? row.currency,
    link: `${siteUrl(site, context.publicUrl).replace(/\/+$/, '')}/credits`,
  })
  await context.mail.sendComposed({
    ...rendered,
    userId,
    kind: 'spending_limit',
    to: row.email,
    fromName: site.name,
  })
  return true
}

export function spendingLimitMailHandler(context: OrderMailContext): JobHandler {
  return async (job) => {
    const { user } = payloadSchema.parse(job.payload)
    await runSpendingLimitMail(context, user)
  }
}
