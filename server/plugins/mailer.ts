// `app.mail`: the account-mail service on SMTP (SMTP_URL) or the embedded outbox in
// DATA_DIR/mail. Closing the app waits for mails still being delivered.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailService, type MailService } from '../domain/mail/mail-service'
import { outboxDir } from '../domain/mail/outbox'
import { createMailTransport } from '../domain/mail/transport'

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService
  }
}

export const mailerPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    const { SMTP_URL, MAIL_FROM, DATA_DIR } = app.config
    const transport = createMailTransport({
      smtpUrl: SMTP_URL,
      from: MAIL_FROM,
      outboxDir: outboxDir(DATA_DIR),
      log: app.log,
    })
    const service = createMailService(app.db, transport, app.log, app.metrics.mails)
    app.decorate('mail', service)
    app.addHook('onClose', () => service.close())
    done()
  },
  { name: 'klik-mailer', dependencies: ['klik-config', 'klik-database', 'klik-metrics'] },
)
