// Finding a live (not deleted) account by address, and what login needs of it.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { creditLedger, profiles, users, WELCOME_REASON } from '../../db/schema'
import { emailKey } from './email-address'

export interface LiveAccount {
  id: number
  email: string
  name: string
  language: Locale
  passwordHash: string | null
  activatedAt: Date | null
}

const columns = {
  id: users.id,
  email: users.email,
  name: profiles.name,
  language: users.language,
  passwordHash: users.passwordHash,
  activatedAt: users.activatedAt,
}

export async function findLiveAccountByEmail(db: Db, email: string): Promise<LiveAccount | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${emailKey(email)}`, isNull(users.deletedAt)))
  return row ?? null
}

export async function findLiveAccount(db: Db, userId: number): Promise<LiveAccount | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
  return row ?? null
}

/** Credits by site id that a member gets once, when their address is first proven. */
export type WelcomeCredits = (siteId: string) => number

/**
 * Marks the address proven (the member opened a link mailed to it). The first time, the
 * member gets their site's welcome credits: a ledger row of its own reason, at most one per
 * member (a unique index), in the caller's transaction when it has one.
 */
export async function markActivated(
  db: Pick<Db, 'update' | 'insert'>,
  userId: number,
  welcomeCredits: WelcomeCredits,
  now = new Date(),
): Promise<void> {
  const [activated] = await db
    .update(users)
    .set({ activatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)))
    .returning({ siteId: users.siteId })
  const credits = activated ? welcomeCredits(activated.siteId) : 0
  if (credits > 0) {
    await db
      .insert(creditLedger)
      .values({ memberId: userId, delta: credits, reason: WELCOME_REASON, createdAt: now })
      .onConflictDoNothing()
  }
}
