// Finding a live (not deleted) account by address, and what login needs of it.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { profiles, users } from '../../db/schema'
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

/** Marks the address proven (the member opened a link mailed to it). */
export async function markActivated(
  db: Pick<Db, 'update'>,
  userId: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({ activatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)))
}
