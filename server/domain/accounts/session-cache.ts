// Sessions found recently, so a member's next requests skip the lookup: every request with a
// session cookie needs it, and on the one embedded connection it was a quarter of the queries.
//
// Correctness rests on three rules. Every change in this process that ends or narrows a
// session (sessions.ts: delete, delete all of a member, ban, close the reset window) empties
// the cache (`forget`), and for a moment after that nothing is stored: a lookup that read the
// old row before the change committed cannot put it back. A change in another process (several
// servers on one PostgreSQL) arrives as a notice once it has committed (`forgetMember`): that
// member's entries go, and a lookup already under way stores nothing, which is enough, since
// any lookup that starts later reads the committed change. And an entry is used for a limited
// time, never past the session's own expiry; the caller says how long, and says 0 while notices
// from other processes may be missed (plugins/auth.ts).
/** A session found by its token (sessions.ts), as the cache keeps it. */
export interface FoundSession {
  id: number
  tokenHash: string
  userId: number
  lastUsedAt: Date
  canResetPasswordUntil: Date | null
}

/** How long after a change nothing is stored: longer than any transaction that ends sessions. */
export const FORGET_QUIET_MS = 2_000
/** Entries kept at once; past it the oldest is dropped. */
export const SESSION_CACHE_MAX = 20_000

interface Entry {
  session: FoundSession
  expiresAt: number
  cachedAt: number
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private quietUntil = 0
  private changes = 0

  /** A counter that moves on every change: take it before a lookup, hand it to `store`. */
  get version(): number {
    return this.changes
  }

  /** The session stored for `tokenHash` at most `maxAgeMs` ago, if still unexpired. */
  get(tokenHash: string, nowMs: number, maxAgeMs: number): FoundSession | null {
    const entry = this.entries.get(tokenHash)
    if (entry === undefined) return null
    if (nowMs - entry.cachedAt >= maxAgeMs || nowMs >= entry.expiresAt) {
      this.entries.delete(tokenHash)
      return null
    }
    return entry.session
  }

  /** Keeps a session read from the database, unless a change happened since `version`. */
  store(
    tokenHash: string,
    session: FoundSession,
    expiresAt: Date,
    version: number,
    nowMs: number,
  ): void {
    if (version !== this.changes || nowMs < this.quietUntil) return
    this.entries.delete(tokenHash)
    this.entries.set(tokenHash, { session, expiresAt: expiresAt.getTime(), cachedAt: nowMs })
    if (this.entries.size > SESSION_CACHE_MAX) {
      const oldest = this.entries.keys().next()
      if (oldest.done !== true) this.entries.delete(oldest.value)
    }
  }

  /** The session was slid (last use, expiry): the entry follows, if there is one. */
  slid(tokenHash: string, lastUsedAt: Date, expiresAt: Date): void {
    const entry = this.entries.get(tokenHash)
    if (entry !== undefined) {
      entry.session = { ...entry.session, lastUsedAt }
      entry.expiresAt = expiresAt.getTime()
    }
  }

  /** Sessions ended or changed: forget them all, and store nothing for a moment. */
  forget(nowMs = Date.now()): void {
    this.changes++
    this.entries.clear()
    this.quietUntil = nowMs + FORGET_QUIET_MS
  }

  /**
   * Another process ended or narrowed sessions of `memberId` (committed): drop that member's
   * entries, and keep nothing a lookup under way read. One pass over at most SESSION_CACHE_MAX
   * entries, for a rare event (a logout, a ban): no index by member to keep right.
   */
  forgetMember(memberId: number): void {
    this.changes++
    for (const [tokenHash, entry] of this.entries) {
      if (entry.session.userId === memberId) this.entries.delete(tokenHash)
    }
  }

  get size(): number {
    return this.entries.size
  }
}
