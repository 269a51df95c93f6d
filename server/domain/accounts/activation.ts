// Activation (spec §5 step 6): the mailed link proves the address; until then signup polls
// whether the activation mail left. A member who has not activated may ask for the mail
// again, at most once every ACTIVATION_MAIL_INTERVAL_S and ACTIVATION_MAILS_PER_DAY a day,
// counted from the mails table (the signup's mail included), so every server process agrees.
// A link carries the address it was mailed to and works only while the account has that
// address: a member who corrected a mistyped address does not leave a working link (which
// logs in whoever opens it) in a stranger's mailbox.
import { and, desc, eq, gt } from 'drizzle-orm'
import { ACTIVATION_MAIL_INTERVAL_S, ACTIVATION_MAILS_PER_DAY } from '../../../src/contract/session'
import type { Db } from '../../db/database'
import { mails } from '../../db/schema'
import { httpError, rateLimitedError } from '../api-error'
import {
  findLiveAccount,
  markActivated,
  type LiveAccount,
  type WelcomeCredits,
} from './account-lookup'
import { emailKey } from './email-address'
import { issueToken, tokenOwner, useToken } from './one-time-tokens'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Seconds until the member may get another activation mail (0: now), given the send times of
 * their activation mails of the last day, newest first. Pure, so the limits are tested alone.
 */
export function activationMailWait(sentAt: readonly Date[], now: Date): number {
  const nowMs = now.getTime()
  const recent = sentAt.filter((at) => nowMs - at.getTime() < DAY_MS)
  let wait = 0
  const newest = recent[0]
  if (newest !== undefined) {
    wait = Math.max(wait, newest.getTime() + ACTIVATION_MAIL_INTERVAL_S * 1000 - nowMs)
  }
  const oldestCounted = recent[ACTIVATION_MAILS_PER_DAY - 1]
  if (oldestCounted !== undefined) {
    wait = Math.max(wait, oldestCounted.getTime() + DAY_MS - nowMs)
  }
  return Math.ceil(Math.max(wait, 0) / 1000)
}

async function recentActivationMails(db: Db, userId: number, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: mails.createdAt })
    .from(mails)
    .where(
      and(
        eq(mails.userId, userId),
        eq(mails.kind, 'activate'),
        gt(mails.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(mails.createdAt))
  return rows.map((row) => row.at)
}

/**
 * Checks that the member may get the activation mail again and issues the link's token:
 * 409 activation_mail.activated once activated, 429 activation_mail.wait (Retry-After) too
 * soon. The earlier links keep working until used or expired.
 */
export async function prepareActivationMail(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ account: LiveAccount; token: string }> {
  const account = await findLiveAccount(db, userId)
  if (account === null) throw httpError(403, 'auth.required', 'Not logged in')
  if (account.activatedAt !== null) {
    throw httpError(409, 'activation_mail.activated', 'The account is already activated')
  }
  const wait = activationMailWait(await recentActivationMails(db, userId, now), now)
  if (wait > 0) {
    throw rateLimitedError(
      wait,
      `Another activation mail can be sent in ${wait} s`,
      'activation_mail.wait',
    )
  }
  return {
    account,
    token: await issueToken(db, userId, 'activate', { email: account.email }, now),
  }
}

/** Seconds until the next activation mail may be asked for, right after one was sent. */
export async function nextActivationMailIn(db: Db, userId: number, now = new Date()) {
  return activationMailWait(await recentActivationMails(db, userId, now), now)
}

/** Whether the member's latest activation mail was delivered (false before it is sent). */
export async function activationMailDelivered(db: Db, userId: number): Promise<boolean> {
  const [mail] = await db
    .select({ delivered: mails.delivered })
    .from(mails)
    .where(and(eq(mails.userId, userId), eq(mails.kind, 'activate')))
    .orderBy(desc(mails.id))
    .limit(1)
  return mail?.delivered ?? false
}

/**
 * What opening an activation link did: `activated` the member's account (the route logs the
 * browser in), found it `active` already (a link used before, opened by its own member
 * logged in: nothing to do, and nobody is logged in), or null: a bad, used, expired link, one
 * mailed to an address the account no longer has, or a deleted account.
 */
export type ActivationOutcome = { kind: 'activated' | 'active'; userId: number } | null

export async function useActivationLink(
  db: Db,
  token: string,
  welcomeCredits: WelcomeCredits,
  viewerId: number | null,
): Promise<ActivationOutcome> {
  const used = await useToken(db, 'activate', token)
  const account = used === null ? null : await findLiveAccount(db, used.userId)
  const sentTo = used?.payload.email
  if (account !== null && (sentTo === undefined || emailKey(sentTo) === emailKey(account.email))) {
    await markActivated(db, account.id, welcomeCredits)
    return { kind: 'activated', userId: account.id }
  }
  if (viewerId === null || (await tokenOwner(db, 'activate', token)) !== viewerId) return null
  const viewer = await findLiveAccount(db, viewerId)
  return viewer?.activatedAt != null ? { kind: 'active', userId: viewerId } : null
}
