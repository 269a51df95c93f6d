import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { temporaryDir } from '../test/temp'
import {
  acquireDataDirLock,
  LOCK_FILE_NAME,
  LockHeldError,
  type DataDirLock,
} from './data-dir-lock'

const held: DataDirLock[] = []
afterEach(() => {
  for (const lock of held.splice(0)) lock.release()
})

function acquire(dir: string, options?: Parameters<typeof acquireDataDirLock>[1]): DataDirLock {
  const lock = acquireDataDirLock(dir, options)
  held.push(lock)
  return lock
}

const newDir = () => temporaryDir()

function writeLock(dir: string, owner: { pid: number; host: string }, ageMs = 0): string {
  const file = path.join(dir, LOCK_FILE_NAME)
  writeFileSync(file, JSON.stringify({ ...owner, started: '2026-01-01T00:00:00.000Z' }))
  const time = new Date(Date.now() - ageMs)
  utimesSync(file, time, time)
  return file
}

describe('acquireDataDirLock', () => {
  it('writes pid, host and start time, and removes the file on release', () => {
    const dir = newDir()
    const lock = acquireDataDirLock(dir)
    const content = JSON.parse(readFileSync(lock.file, 'utf8')) as Record<string, unknown>
    expect(content).toMatchObject({ pid: process.pid, host: hostname() })
    expect(typeof content.started).toBe('string')
    lock.release()
    expect(existsSync(lock.file)).toBe(false)
  })

  it('refuses a second acquisition, naming the directory and the holding pid', () => {
    const dir = newDir()
    acquire(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(LockHeldError)
    expect(() => acquireDataDirLock(dir)).toThrow(
      new RegExp(`DATA_DIR ${dir} .*pid ${process.pid} on ${hostname()}`),
    )
  })

  it('can be taken again after release', () => {
    const dir = newDir()
    acquireDataDirLock(dir).release()
    expect(acquire(dir).owner.pid).toBe(process.pid)
  })

  it('takes over a lock whose process is dead', () => {
    const dir = newDir()
    const dead = spawnSync(process.execPath, ['-e', '']).pid
    writeLock(dir, { pid: dead, host: hostname() })
    expect(acquire(dir).owner.pid).toBe(process.pid)
  })

  it('takes over a lock naming our pid that this process does not hold (a restarted container)', () => {
    const dir = newDir()
    writeLock(dir, { pid: process.pid, host: hostname() })
    expect(acquire(dir).owner.pid).toBe(process.pid)
  })

  it('trusts a lock from another host while its heartbeat is fresh, not after', () => {
    const fresh = newDir()
    writeLock(fresh, { pid: 1, host: 'other-host' }, 1_000)
    expect(() => acquire(fresh, { staleAfterMs: 60_000 })).toThrow(/pid 1 on other-host/)

    const abandoned = newDir()
    writeLock(abandoned, { pid: 1, host: 'other-host' }, 120_000)
    expect(acquire(abandoned, { staleAfterMs: 60_000 }).owner.host).toBe(hostname())
  })

  it('does not release a lock another process took over', () => {
    const dir = newDir()
    const lock = acquireDataDirLock(dir)
    const file = writeLock(dir, { pid: 1, host: 'other-host' })
    lock.release()
    expect(existsSync(file)).toBe(true)
  })
})
