// The chunk-load guard of spec §4/§9: after a deploy, an open tab may ask for a chunk that
// no longer exists. Reload once to get the new build, but never loop: at most one reload
// per path within 10 seconds.
import { SESSION_KEYS } from './storage-keys'

export const RELOAD_GUARD_MS = 10_000
const KEY = SESSION_KEYS.chunkReloads

interface SessionLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Returns true (and records it) when `path` may be reloaded now. */
export function claimReload(path: string, now: number, session: SessionLike): boolean {
  let seen: Record<string, number> = {}
  try {
    seen = JSON.parse(session.getItem(KEY) ?? '{}') as Record<string, number>
  } catch {
    seen = {}
  }
  const last = seen[path]
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false
  seen[path] = now
  session.setItem(KEY, JSON.stringify(seen))
  return true
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  )
}
