// Hands a composed mail to the world: an SMTP server (SMTP_URL) or the embedded outbox. Both
// build the message with nodemailer; deliver() resolves only when the transport really took
// it (the SMTP server accepted the recipient, or the .eml file is written) and throws otherwise.
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { outboxFileName, writeOutboxFile } from './outbox'

export interface OutgoingMail {
  id: number
  kind: string
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  /** The site's name, shown as the sender's (MAIL_FROM's own name is the default site's). */
  fromName?: string
  /** Headers beside the usual ones (a digest's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Readonly<Record<string, string>>
}

/** MAIL_FROM's address under the site's name: "Liebe DE <no-reply@…>", never "Klik <…>". */
export function senderOf(
  from: string,
  name: string | undefined,
): string | { name: string; address: string } {
  if (name === undefined || name === '') return from
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim()
  return { name, address }
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox'
  deliver(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface TransportOptions {
  smtpUrl: string | undefined
  from: string
  outboxDir: string
  log: FastifyBaseLogger
}

export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl === undefined
    ? outboxTransport(options)
    : smtpTransport(options.smtpUrl, options.from)
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    async deliver(mail) {
      const info = await transporter.sendMail({
        from: senderOf(from, mail.fromName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
      })
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new Error(`The mail server refused ${mail.to}: ${info.response}`)
      }
    },
    close: () => transporter.close(),
  }
}

function outboxTransport({ from, outboxDir, log }: TransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    name: 'outbox',
    async deliver(mail) {
      const info = await transporter.sendMail({
        from: senderOf(from, mail.fromName),
        to: mail.to,
        subject: mail.subject,
        // 8bit instead of quoted-printable, so every link is readable (and greppable) as is.
        text: {
          raw: `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${mail.text}`,
        },
        html: mail.html,
        ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
      })
      const message = info.message
      if (!Buffer.isBuffer(message))
        throw new Error('The outbox transport did not buffer the message')
      const file = writeOutboxFile(
        outboxDir,
        outboxFileName(new Date(), mail.kind, mail.id),
        message,
      )
      log.info(
        { mail: mail.kind, to: mail.to, file, links: mail.links },
        'mail written to the outbox',
      )
    },
    close: () => transporter.close(),
  }
}
