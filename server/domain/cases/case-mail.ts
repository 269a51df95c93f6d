// The `mail.case` job (payload { case: <cases.id> }), added in the transaction that makes a
// case (create-case.ts). It sends two mails, each at most once:
// - the acknowledgement to whoever sent it (their language, from their site): the reference
//   number, what happens next, and a copy of what they sent;
// - for a contact message, a notice or an objection, a copy to the site's customer-service address
//   (company.support_email) with Reply-To set to the sender, so answering it answers them. A
//   member's report is not mailed on: it waits in the /admin queue with the reported message
//   or photo beside it.
// Each is claimed (ack_mailed_at, forwarded_at set where null) before it is handed to the mail
// service, so a job run twice sends nothing twice; a crash between claim and hand-over loses
// that mail rather than sending it twice, and the case itself is in the queue whatever happens.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import type { CaseKind } from '../../db/schema'
import type { JobHandler } from '../../jobs/job-worker'
import { translator } from '../i18n/translate'
import { renderMailDocument, type RenderedMail } from '../mail/layout'
import type { MailService } from '../mail/mail-service'
import type { SiteRegistry } from '../sites/site-registry'
import { siteUrl } from '../sites/site-url'
import { CASE_TEXTS, MAIL_TEXTS } from '../i18n/server-texts'

export interface CaseMailContext {
  db: Db
  mail: MailService
  sites: SiteRegistry
  publicUrl: string
}

const payloadSchema = z.object({ case: z.number().int() })

/** A verification case is the member's own request: no acknowledgement, no copy (no job). */
export const MAILED_CASE_KINDS = [
  'contact',
  'notice',
  'report',
  'objection',
] as const satisfies CaseKind[]
type MailedCaseKind = (typeof MAILED_CASE_KINDS)[number]

const caseMailSchema = z.object({
  id: column.number,
  reference: z.string(),
  kind: column.text<MailedCaseKind>(),
  site_id: z.string(),
  locale: column.text<Locale>(),
  reporter_id: column.number.nullable(),
  reporter_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
  reason: z.string(),
  target_user_id: column.number.nullable(),
  target_image_id: column.number.nullable(),
  target_message_id: column.number.nullable(),
  target_url: z.string().nullable(),
  body: z.string(),
  created_at: column.date,
})
export type CaseMailRow = z.infer<typeof caseMailSchema>

const COLUMNS = sql`id, reference, kind, site_id, locale, reporter_id, reporter_name,
  reporter_email, reason, target_user_id, target_image_id, target_message_id, target_url, body,
  created_at`

async function claimAck(db: Db, caseId: number): Promise<CaseMailRow | undefined> {
  return queryRow(
    db,
    sql`update cases set ack_mailed_at = now()
      where id = ${caseId}::bigint and ack_mailed_at is null and reporter_email is not null
      returning ${COLUMNS}`,
    caseMailSchema,
  )
}

async function claimForward(db: Db, caseId: number): Promise<CaseMailRow | undefined> {
  return queryRow(
    db,
    sql`update cases set forwarded_at = now()
      where id = ${caseId}::bigint and forwarded_at is null and kind in ('contact', 'notice', 'objection')
      returning ${COLUMNS}`,
    caseMailSchema,
  )
}

/** The acknowledgement, in the sender's language. */
export function renderCaseAck(row: CaseMailRow, site: string): RenderedMail {
  const t = translator(row.locale)
  const values = { site, reference: row.reference, name: row.reporter_name ?? '' }
  return renderMailDocument({
    locale: row.locale,
    site,
    subject: t(CASE_TEXTS.subject[row.kind], values),
    greeting: t(MAIL_TEXTS.greeting, values),
    blocks: [
      { kind: 'paragraph', lines: [t(CASE_TEXTS.received[row.kind], values)] },
      {
        kind: 'paragraph',
        lines: [`${t(CASE_TEXTS.reference)}: ${row.reference}`],
        style: 'strong',
      },
      { kind: 'paragraph', lines: [t(CASE_TEXTS.next[row.kind], values)] },
      ...(row.body === ''
        ? []
        : [{ kind: 'quote', label: t(CASE_TEXTS.copy), text: row.body } as const]),
    ],
    signature: t(MAIL_TEXTS.signature, values),
  })
}

const FORWARDED: Partial<Record<MailedCaseKind, string>> = {
  contact: 'Contact message',
  notice: 'Notice (complaint)',
  objection: 'Objection to a decision',
}
const REASON_LABEL: Partial<Record<MailedCaseKind, string>> = {
  contact: 'Topic',
  objection: 'Against',
}

/** The operator's copy: in English, with everything the case holds and where to act on it. */
export function renderCaseForward(row: CaseMailRow, site: string, adminUrl: string): RenderedMail {
  const what = FORWARDED[row.kind] ?? row.kind
  const facts: [string, string | null][] = [
    ['Reference', row.reference],
    ['Kind', row.kind],
    [REASON_LABEL[row.kind] ?? 'Reason', row.reason],
    ['From', `${row.reporter_name ?? ''} <${row.reporter_email ?? ''}>`],
    ['Member account', row.reporter_id === null ? 'none (a visitor)' : `#${row.reporter_id}`],
    ['Language', row.locale],
    ['About member', row.target_user_id === null ? null : `#${row.target_user_id}`],
    ['About photo', row.target_image_id === null ? null : `#${row.target_image_id}`],
    ['About message', row.target_message_id === null ? null : `#${row.target_message_id}`],
    ['About address', row.target_url],
    ['Received', row.created_at.toISOString()],
  ]
  return renderMailDocument({
    locale: 'en',
    site,
    subject: `[${site}] ${what} ${row.reference}: ${row.reason}`,
    blocks: [
      {
        kind: 'paragraph',
        lines: facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([label, value]) => `${label}: ${value}`),
      },
      { kind: 'quote', text: row.body },
      { kind: 'paragraph', lines: [{ label: 'Queue:', url: adminUrl }] },
      { kind: 'paragraph', lines: ['Reply to this email to answer the sender.'] },
    ],
  })
}

export type CaseMailOutcome = { ack: boolean; forwarded: boolean }

/** Sends case `caseId`'s acknowledgement and operator copy, each unless sent before. */
export async function runCaseMail(
  context: CaseMailContext,
  caseId: number,
): Promise<CaseMailOutcome> {
  const outcome = { ack: false, forwarded: false }
  const ack = await claimAck(context.db, caseId)
  if (ack !== undefined && ack.reporter_email !== null) {
    const site = context.sites.byId(ack.site_id) ?? context.sites.forHost('')
    const rendered = renderCaseAck(ack, site.name)
    await context.mail.sendComposed({
      userId: ack.reporter_id,
      kind: 'case_ack',
      to: ack.reporter_email,
      ...rendered,
      fromName: site.name,
    })
    outcome.ack = true
  }
  const forward = await claimForward(context.db, caseId)
  if (forward !== undefined) {
    const site = context.sites.byId(forward.site_id) ?? context.sites.forHost('')
    const adminUrl = `${siteUrl(site, context.publicUrl).replace(/\/+$/, '')}/admin`
    const rendered = renderCaseForward(forward, site.name, adminUrl)
    await context.mail.sendComposed({
      userId: null,
      kind: 'case_forward',
      to: site.company.support_email,
      ...rendered,
      fromName: site.name,
      ...(forward.reporter_email === null
        ? {}
        : { headers: { 'Reply-To': forward.reporter_email } }),
    })
    outcome.forwarded = true
  }
  return outcome
}

export function caseMailHandler(context: CaseMailContext): JobHandler {
  return async (job) => {
    const { case: caseId } = payloadSchema.parse(job.payload)
    await runCaseMail(context, caseId)
  }
}
