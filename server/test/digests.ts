// The digest tests' tools (server/domain/mail/digest.test.ts): activated members in a zone
// where it is afternoon, messages and likes through the API, the 'mail.digest' jobs run by
// hand at chosen times as the worker would (it is off in tests), and the digests in the outbox.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Locale } from '../../src/contract/locales'
import type { App } from '../app'
import { jobs, notificationSettings, users, type NotificationSettingsRow } from '../db/schema'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { digestHandler } from '../domain/mail/digest'
import { readOutbox, type OutboxMail } from '../domain/mail/outbox'
import { takeJobs } from '../jobs/job-worker'
import { signUp, type Member } from './accounts'

export const MINUTE = 60_000

/**
 * A zone where it is 14:00–15:00 now, so that no test (which runs the clock forward by minutes)
 * crosses 09:00 by chance: the API stamps messages and likes with the real time. With
 * Amsterdam, the daily tests failed when run between 08:44 and 09:00 there.
 */
export const AFTERNOON_ZONE = (() => {
  const offset = ((14 - new Date().getUTCHours() + 36) % 24) - 12
  // Etc/GMT zones count the other way: Etc/GMT-2 is UTC+2.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
})()

export function digestHarness(appOf: () => App) {
  /** The clock the digest handler reads. */
  let clock = new Date()

  /** Runs every digest job due at `at` as the worker would, then waits for the mails. */
  async function runDue(at: Date): Promise<void> {
    const app = appOf()
    clock = at
    const handler = digestHandler({
      db: app.db,
      mail: app.mail,
      sites: app.sites,
      publicUrl: app.config.PUBLIC_URL,
      secret: app.appSecret,
      now: () => clock,
    })
    for (;;) {
      const taken = await takeJobs(app.db, 50, at, ['mail.digest'])
      if (taken.length === 0) break
      for (const job of taken) {
        await handler(job)
        await app.db.delete(jobs).where(eq(jobs.id, job.id))
      }
    }
    await app.mail.idle()
  }

  /** An activated member (digests go to confirmed addresses only), in AFTERNOON_ZONE. */
  async function member(
    language: Locale = 'en',
    settings: Partial<Omit<NotificationSettingsRow, 'memberId'>> = {},
  ): Promise<Member> {
    const app = appOf()
    const signed = await signUp(app)
    await app.db
      .update(users)
      .set({ language, activatedAt: new Date(), timezone: AFTERNOON_ZONE })
      .where(eq(users.id, signed.user.id))
    if (Object.keys(settings).length > 0) {
      await app.db.insert(notificationSettings).values({ memberId: signed.user.id, ...settings })
    }
    return signed
  }

  async function chatBetween(a: Member, b: Member): Promise<number> {
    await setCreditBalance(appOf().db, a.user.id, 1_000, 'test_grant')
    return (await a.client.get(`/api/chat.php?profile=${b.user.id}`)).json<{ id: number }>().id
  }

  async function send(from: Member, conversation: number, text: string): Promise<number> {
    const response = await from.client.post('/api/messages.php', {
      conversation,
      client_id: randomUUID(),
      text,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ message: { id: number } }>().message.id
  }

  async function like(from: Member, to: Member): Promise<void> {
    const response = await from.client.post('/api/likes.php', { profile: to.user.id })
    expect(response.statusCode, response.body).toBe(200)
  }

  const digestsTo = (to: Member): OutboxMail[] =>
    readOutbox(appOf().config.DATA_DIR).filter(
      (mail) => mail.kind === 'digest' && mail.to === to.email,
    )

  const digestJobsOf = (of: Member) =>
    appOf()
      .db.select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.digest'), eq(jobs.key, String(of.user.id))))

  /** The site's address, as the digests' links start. */
  const base = () => appOf().config.PUBLIC_URL.replace(/\/+$/, '')

  return { runDue, member, chatBetween, send, like, digestsTo, digestJobsOf, base }
}
