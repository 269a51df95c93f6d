// The exclusive lock on DATA_DIR. PGlite has no lock between processes: two servers on one
// directory silently lose writes (STACK.md trap 3). So a server takes this lock before it
// opens the embedded database, and a second server on the same directory refuses to start.
//
// A lock left by a process that is gone is taken over, so a restart after a crash works. On
// Linux "gone" includes a killed process its parent has not reaped yet (a zombie, which
// kill(pid, 0) still finds) and a pid reused by a process that started after the lock was
// written; elsewhere kill(pid, 0) is all there is.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

export const LOCK_FILE_NAME = 'klik.lock'

export interface LockOwner {
  pid: number
  host: string
  started: string
}

export interface DataDirLock {
  readonly file: string
  readonly owner: LockOwner
  release(): void
}

export interface LockOptions {
  /** A holder on another host proves it is alive by touching the file this often. */
  heartbeatMs?: number
  /** ...and its lock counts as abandoned when untouched this long. */
  staleAfterMs?: number
}

export class LockHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
    readonly file: string,
  ) {
    const who = owner
      ? `pid ${owner.pid} on ${owner.host}, since ${owner.started}`
      : 'a process that is starting'
    super(
      `DATA_DIR ${dataDir} is in use by another Klik server (${who}). ` +
        `Stop that server first; if it is no longer running, delete ${file}.`,
    )
    this.name = 'LockHeldError'
  }
}

// Locks this process holds, so a lock file naming our own pid can be told apart from one left
// by an earlier process that had the same pid (a restarted container is often pid 1 again).
const heldHere = new Set<string>()

export function acquireDataDirLock(dataDir: string, options: LockOptions = {}): DataDirLock {
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const staleAfterMs = options.staleAfterMs ?? 60_000
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE_NAME)
  const owner: LockOwner = { pid: process.pid, host: hostname(), started: new Date().toISOString() }
  const content = JSON.stringify(owner)

  let acquired = false
  for (let attempt = 0; attempt < 3; attempt++) {
    acquired = tryCreate(file, content)
    if (acquired) break
    const found = readLock(file)
    if (found === null) continue // released between our create and our read: try again
    if (!isAbandoned(file, found, staleAfterMs) || !takeOver(file, found.raw)) {
      throw new LockHeldError(dataDir, found.owner, file)
    }
  }
  if (!acquired) throw new LockHeldError(dataDir, readLock(file)?.owner ?? null, file)

  heldHere.add(file)
  // Only holders touch the file, so a fresh mtime tells another host that we are alive.
  const heartbeat = setInterval(() => touch(file), heartbeatMs)
  heartbeat.unref()
  return {
    file,
    owner,
    release() {
      clearInterval(heartbeat)
      heldHere.delete(file)
      if (readLock(file)?.raw === content) unlinkSync(file)
    },
  }
}

function tryCreate(file: string, content: string): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx')
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false
    throw error
  }
  try {
    writeSync(fd, content)
  } finally {
    closeSync(fd)
  }
  return true
}

function readLock(file: string): { raw: string; owner: LockOwner | null; ageMs: number } | null {
  try {
    const raw = readFileSync(file, 'utf8')
    return { raw, owner: parseOwner(raw), ageMs: Date.now() - statSync(file).mtimeMs }
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null
    throw error
  }
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>
    if (
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.started === 'string'
    ) {
      return { pid: value.pid, host: value.host, started: value.started }
    }
  } catch {
    // a holder may be between creating the file and writing it; judged by age below
  }
  return null
}

function isAbandoned(
  file: string,
  found: { owner: LockOwner | null; ageMs: number },
  staleAfterMs: number,
): boolean {
  const { owner, ageMs } = found
  // Unreadable: a crash between create and write leaves an empty file; give a writer 10 s.
  if (owner === null) return ageMs > 10_000
  // Another machine sharing the directory: only its heartbeat says whether it still runs.
  if (owner.host !== hostname()) return ageMs > staleAfterMs
  if (owner.pid === process.pid) return !heldHere.has(file)
  return !holdsLock(owner)
}

/**
 * Removes an abandoned lock file, but only if it is still the one we judged abandoned. A guard
 * file keeps two processes that both found it abandoned from deleting each other's new lock;
 * the caller then creates its own lock with 'wx', which only one of them can win.
 */
function takeOver(file: string, abandonedRaw: string): boolean {
  const guard = `${file}.takeover`
  const guardAge = readLock(guard)?.ageMs
  if (guardAge !== undefined && guardAge > 10_000) unlinkQuietly(guard)
  if (!tryCreate(guard, String(process.pid))) return false
  try {
    if (readLock(file)?.raw === abandonedRaw) unlinkQuietly(file)
  } finally {
    unlinkQuietly(guard)
  }
  return true
}

/** Whether `owner`, a process on this host, is still running as the lock's holder. */
function holdsLock(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false
  const status = processStatus(owner.pid)
  if (status === 'unknown') return true
  if (status === 'gone' || status.state === 'Z' || status.state === 'X') return false
  const lockedAt = Date.parse(owner.started)
  // A process that started after the lock was written cannot have written it: its pid was
  // reused. The slack absorbs the estimate of the boot time and small clock adjustments; a
  // live holder mistaken for a dead one would cost data, a refused restart only a retry.
  return !(Number.isFinite(lockedAt) && status.startedAtMs > lockedAt + PID_REUSE_SLACK_MS)
}

const PID_REUSE_SLACK_MS = 60_000
/** /proc counts process start times in USER_HZ ticks, 100 a second on every Linux. */
const CLOCK_TICKS_PER_SECOND = 100

type ProcessStatus = 'unknown' | 'gone' | { state: string; startedAtMs: number }

/** A process's state and start time from /proc/<pid>/stat; 'unknown' where there is no /proc. */
function processStatus(pid: number): ProcessStatus {
  let stat: string
  let uptime: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    uptime = readFileSync('/proc/uptime', 'utf8')
  } catch (error) {
    if (isCode(error, 'ENOENT') && existsSync('/proc/self/stat')) return 'gone'
    return 'unknown'
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields are counted
  // after its last ')'. There, index 0 is field 3 (state) and index 19 is field 22 (start time
  // in ticks since boot).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const state = fields[0]
  const startTicks = Number(fields[19])
  const uptimeSeconds = Number(uptime.split(' ')[0])
  if (state === undefined || !Number.isFinite(startTicks) || !Number.isFinite(uptimeSeconds)) {
    return 'unknown'
  }
  const bootedAtMs = Date.now() - uptimeSeconds * 1000
  return { state, startedAtMs: bootedAtMs + (startTicks / CLOCK_TICKS_PER_SECOND) * 1000 }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isCode(error, 'EPERM')
  }
}

function touch(file: string): void {
  try {
    const now = new Date()
    utimesSync(file, now, now)
  } catch {
    // the directory may be gone during tests or shutdown; the next beat tries again
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code
}
