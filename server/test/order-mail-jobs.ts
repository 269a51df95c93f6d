// The order mail tests' tools (receipt.test.ts, withdrawal.test.ts): the jobs of one kind of
// order mail run by hand as the worker would (the worker is off in tests) — also dying before
// it deletes them, and once more as a second worker — and what each run left: the mails in the
// outbox and the mails table.
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../app'
import { jobs, mails } from '../db/schema'
import type { OrderMailContext } from '../domain/mail/order-mail'
import { readOutbox } from '../domain/mail/outbox'
import { LEASE_MS, takeJobs, type JobHandler } from '../jobs/job-worker'
import type { Member } from './accounts'

export function orderMailJobs(
  appOf: () => App,
  kind: 'receipt' | 'withdrawal',
  handlerOf: (context: OrderMailContext) => JobHandler,
) {
  const jobKind = `mail.${kind}` as const
  const context = (): OrderMailContext => {
    const app = appOf()
    return { db: app.db, mail: app.mail, sites: app.sites, publicUrl: app.config.PUBLIC_URL }
  }

  /**
   * Runs the due jobs at `at` as the worker does (take, run, delete); with `crash`, the worker
   * dies after running them, before deleting: their lease runs out and they are taken again.
   * Answers how many jobs ran.
   */
  async function runDue(at = new Date(), crash = false): Promise<number> {
    const app = appOf()
    let ran = 0
    const run = handlerOf(context())
    for (;;) {
      const taken = await takeJobs(app.db, 50, at, [jobKind])
      if (taken.length === 0) break
      for (const job of taken) {
        await run(job)
        ran++
        if (!crash) await app.db.delete(jobs).where(eq(jobs.id, job.id))
      }
      if (crash) break
    }
    await app.mail.idle()
    return ran
  }

  /** The job of order `orderId` run three times — crashed, after its lease, by hand: one mail. */
  async function runThrice(member: Member, orderId: number): Promise<void> {
    expect(await runDue(new Date(), true)).toBe(1)
    expect(await runDue(new Date(Date.now() + LEASE_MS + 1_000))).toBe(1)
    // And the handler run once more by hand, as a second worker would.
    const payload = { order: orderId }
    await handlerOf(context())({ id: 0, kind: jobKind, key: null, payload, attempts: 1 })
    await appOf().mail.idle()
    expect(mailsTo(member)).toHaveLength(1)
    const sent = await appOf()
      .db.select()
      .from(mails)
      .where(and(eq(mails.userId, member.user.id), eq(mails.kind, kind)))
    expect(sent).toHaveLength(1)
  }

  const mailsTo = (to: Member) =>
    readOutbox(appOf().config.DATA_DIR).filter((mail) => mail.kind === kind && mail.to === to.email)

  return { context, runDue, runThrice, mailsTo }
}
