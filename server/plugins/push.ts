// `app.vapid`: the key pair our pushes are signed with (domain/push/vapid.ts), and
// `app.jobWorker`: this process's job worker (jobs/job-worker.ts) with the push handlers, the
// digest mail's (domain/mail/digest.ts: the email fallback of push), the receipt mail's
// (domain/mail/receipt.ts: a paid order's receipt, once per order), the withdrawal mail's
// (domain/mail/withdrawal.ts: the acknowledgement of a withdrawal, once per order) and the
// payments' (a withdrawal's refund; an order whose webhook never came:
// domain/payments/reconcile.ts), the cases' (domain/cases/case-mail.ts: a contact message's,
// notice's or report's acknowledgement and the operator's copy) and the data export's
// (domain/export: the ZIP, its mail, its expiry), started once the server is ready and stopped
// before the
// database closes. JOB_WORKER=false leaves the jobs to other processes (null here).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { banMailHandler } from '../domain/admin/ban-mail'
import { spendingLimitMailHandler } from '../domain/credits/spending-limit-mail'
import { caseMailHandler } from '../domain/cases/case-mail'
import { exportBuildHandler } from '../domain/export/build-export'
import { exportExpireHandler } from '../domain/export/expire-export'
import { digestHandler } from '../domain/mail/digest'
import type { OrderMailContext } from '../domain/mail/order-mail'
import { receiptHandler } from '../domain/mail/receipt'
import { withdrawalMailHandler } from '../domain/mail/withdrawal'
import { likePushHandler, messagePushHandler, type PushJobContext } from '../domain/push/push-jobs'
import { resolveVapid, type Vapid } from '../domain/push/vapid'
import { reconcileJobHandler } from '../domain/payments/reconcile'
import { refundJobHandler } from '../domain/payments/withdrawal'
import { JobWorker } from '../jobs/job-worker'

declare module 'fastify' {
  interface FastifyInstance {
    vapid: Vapid
    jobWorker: JobWorker | null
  }
}

export const pushPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    const vapid = resolveVapid(app.config)
    app.decorate('vapid', vapid)
    if (!app.config.JOB_WORKER) {
      app.decorate('jobWorker', null)
      done()
      return
    }
    const context: PushJobContext = {
      db: app.db,
      vapid,
      sites: app.sites,
      publicUrl: app.config.PUBLIC_URL,
      pushHosts: app.config.PUSH_SERVICE_HOSTS,
      onRefused: (refused, kind) =>
        app.log.error({ refused, kind }, 'a push service refused our push for good'),
      pushes: app.metrics.pushes,
    }
    const orderMail: OrderMailContext = {
      db: app.db,
      mail: app.mail,
      sites: app.sites,
      publicUrl: app.config.PUBLIC_URL,
    }
    const worker = new JobWorker({
      db: app.db,
      handlers: {
        'push.message': messagePushHandler(context),
        'push.like': likePushHandler(context),
        'mail.digest': digestHandler({
          db: app.db,
          mail: app.mail,
          sites: app.sites,
          publicUrl: app.config.PUBLIC_URL,
          secret: app.appSecret,
        }),
        'mail.receipt': receiptHandler(orderMail),
        'mail.withdrawal': withdrawalMailHandler(orderMail),
        'mail.case': caseMailHandler(orderMail),
        'mail.ban': banMailHandler(orderMail),
        'mail.spending_limit': spendingLimitMailHandler(orderMail),
        // The provider is chosen by the payments plugin, registered after this one.
        'payment.refund': refundJobHandler({
          db: app.db,
          events: () => app.events,
          provider: () => app.payments.provider,
        }),
        'payment.reconcile': reconcileJobHandler({
          db: app.db,
          events: () => app.events,
          provider: () => app.payments.provider,
          log: app.log,
        }),
        // A member's data export: made, mailed, and its file deleted a day later.
        'export.build': exportBuildHandler({
          ...orderMail,
          media: app.media,
          exportFiles: app.exportFiles,
        }),
        'export.expire': exportExpireHandler(app.db, app.exportFiles),
      },
      log: app.log,
      leaseMs: app.config.JOB_LEASE_MS,
      runs: app.metrics.jobRuns,
    })
    app.decorate('jobWorker', worker)
    app.addHook('onReady', (ready) => {
      worker.start()
      ready()
    })
    app.addHook('preClose', async () => {
      await worker.stop()
    })
    done()
  },
  {
    name: 'klik-push',
    dependencies: [
      'klik-config',
      'klik-database',
      'klik-site',
      'klik-mailer',
      'klik-app-secret',
      'klik-metrics',
      'klik-media',
    ],
  },
)
