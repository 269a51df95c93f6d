// Sends mails: renders an account mail in the member's language (or takes one composed
// elsewhere: the digest, domain/mail/digest.ts), records it in the mails table, and delivers
// it in the background so no call or job waits for an SMTP server. The row's delivered
// flag is the transport's real result (activate.php reports it). idle() waits for deliveries
// in flight (tests, shutdown).
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { mails, type AccountMailKind, type MailKind } from '../../db/schema'
import type { MailCounter } from '../../metrics/metrics'
import { renderMail, type MailValues } from './render'
import type { MailTransport } from './transport'

export interface AccountMail {
  userId: number
  kind: AccountMailKind
  to: string
  locale: Locale
  values: MailValues
  link: string
}

/** A mail rendered by its caller, with the headers only it has (List-Unsubscribe, Reply-To). */
export interface ComposedMail {
  /** The member it goes to; null for someone who is none (a visitor, the operator's address). */
  userId: number | null
  kind: MailKind
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  /** The site's name, shown as the sender's. */
  fromName: string
  headers?: Readonly<Record<string, string>>
}

export interface MailService {
  readonly transport: MailTransport['name']
  /** Records the mail and starts delivering it; answers the mails row id. */
  send(mail: AccountMail): Promise<number>
  /** The same for a mail its caller rendered. */
  sendComposed(mail: ComposedMail): Promise<number>
  idle(): Promise<void>
  close(): Promise<void>
}

export function createMailService(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  /** Counts what the transport took and refused (klik_mails_total). */
  counter?: MailCounter,
): MailService {
  const inFlight = new Set<Promise<void>>()

  async function deliver(id: number, mail: ComposedMail) {
    let taken = false
    try {
      await transport.deliver({
        id,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.links,
        fromName: mail.fromName,
        ...(mail.headers === undefined ? {} : { headers: mail.headers }),
      })
      taken = true
      counter?.inc({ kind: mail.kind, outcome: 'sent' })
      await db.update(mails).set({ delivered: true, error: null }).where(eq(mails.id, id))
    } catch (error) {
      if (!taken) counter?.inc({ kind: mail.kind, outcome: 'refused' })
      const message = error instanceof Error ? error.message : String(error)
      log.warn({ err: error, mail: mail.kind, mailId: id }, 'mail delivery failed')
      await db
        .update(mails)
        .set({ delivered: false, error: message.slice(0, 1000) })
        .where(eq(mails.id, id))
        .catch((updateError: unknown) => log.error({ err: updateError }, 'mail status not saved'))
    }
  }

  async function sendComposed(mail: ComposedMail): Promise<number> {
    const [row] = await db
      .insert(mails)
      .values({ userId: mail.userId, kind: mail.kind, to: mail.to, subject: mail.subject })
      .returning({ id: mails.id })
    if (row === undefined) throw new Error('mail insert returned no row')
    const delivery = deliver(row.id, mail)
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
    return row.id
  }

  return {
    transport: transport.name,
    send(mail) {
      const { subject, text, html } = renderMail(mail.kind, mail.locale, mail.values, mail.link)
      return sendComposed({
        userId: mail.userId,
        kind: mail.kind,
        to: mail.to,
        subject,
        text,
        html,
        links: [mail.link],
        fromName: mail.values.site,
      })
    },
    sendComposed,
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
    async close() {
      await this.idle()
      transport.close()
    },
  }
}
