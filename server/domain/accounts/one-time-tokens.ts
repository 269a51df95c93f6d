// Mailed single-use links: issue one (only its hash is stored) and use one. Using checks kind,
// expiry and first use in one UPDATE, so two clicks at the same moment cannot both win.
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { oneTimeTokens, type OneTimeTokenKind, type OneTimeTokenPayload } from '../../db/schema'
import { newToken, sha256Hex } from './tokens'

export const TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  activate: 30 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  mail_change: 24 * 60 * 60 * 1000,
  mail_change_undo: 7 * 24 * 60 * 60 * 1000,
}

type Executor = Pick<Db, 'insert' | 'update'>

export async function issueToken(
  db: Executor,
  userId: number,
  kind: OneTimeTokenKind,
  payload: OneTimeTokenPayload = {},
  now = new Date(),
): Promise<string> {
  const token = newToken()
  await db.insert(oneTimeTokens).values({
    userId,
    kind,
    tokenHash: sha256Hex(token),
    payload,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
  })
  return token
}

export interface UsedToken {
  userId: number
  payload: OneTimeTokenPayload
}

/** Marks the token used and answers its member, or null when unknown, used or expired. */
export async function useToken(
  db: Executor,
  kind: OneTimeTokenKind,
  token: string,
  now = new Date(),
): Promise<UsedToken | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256Hex(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload })
  return row ?? null
}

/** The member a token of `kind` was issued to, used or not, expired or not; null if unknown. */
export async function tokenOwner(
  db: Pick<Db, 'select'>,
  kind: OneTimeTokenKind,
  token: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256Hex(token)), eq(oneTimeTokens.kind, kind)))
  return row?.userId ?? null
}

/** Voids the member's unused tokens of `kind` (a newer link replaces older ones). */
export async function voidTokens(
  db: Executor,
  userId: number,
  kind: OneTimeTokenKind,
  now = new Date(),
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
      ),
    )
}
