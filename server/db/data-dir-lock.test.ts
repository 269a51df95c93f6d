import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { temporaryDir } from '../test/temp'
import {
  acquireDataDirLock,
  LOCK_FILE_NAME,
  LockHeldError,
  type DataDirLock,
} from './data-dir-lock'

const held: DataDirLock[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const lock of held.splice(0)) lock.release()
  for (const child of children.splice(0)) child.kill()
})

function acquire(dir: string, options?: Parameters<typeof acquireDataDirLock>[1]): DataDirLock {
  const lock = acquireDataDirLock(dir, options)
  held.push(lock)
  return lock
}

const newDir = () => temporaryDir()

function writeLock(
  dir: string,
  owner: { pid: number; host: string },
  ageMs = 0,
  started = '2026-01-01T00:00:00.000Z',
): string {
  const file = path.join(dir, LOCK_FILE_NAME)
  writeFileSync(file, JSON.stringify({ ...owner, started }))
  const time = new Date(Date.now() - ageMs)
  utimesSync(file, time, time)
  return file
}

/** Starts `command` and answers the first line it prints (sh prints a pid there). */
async function start(command: string[]): Promise<{ child: ChildProcess; firstLine: string }> {
  const [file = '', ...args] = command
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'ignore'] })
  children.push(child)
  const [chunk] = (await once(child.stdout ?? child, 'data')) as [Buffer]
  return { child, firstLine: chunk.toString().split('\n')[0] ?? '' }
}

const procState = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[0]
const hasProc = existsSync('/proc/self/stat')

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

  it.runIf(hasProc)(
    'takes over a lock whose process is a zombie (killed, not yet reaped)',
    async () => {
      // The background sleep exits after the shell has become `sleep 30`, which never reaps it
      // (exiting at once, the shell could reap it before its exec).
      const { firstLine } = await start(['sh', '-c', 'sleep 0.3 & echo $!; exec sleep 30'])
      const zombie = Number(firstLine)
      await vi.waitUntil(() => procState(zombie) === 'Z', { timeout: 5_000, interval: 20 })
      expect(() => process.kill(zombie, 0)).not.toThrow()
      const dir = newDir()
      writeLock(dir, { pid: zombie, host: hostname() }, 0, new Date().toISOString())
      expect(acquire(dir).owner.pid).toBe(process.pid)
    },
  )

  it('refuses a lock whose process runs and started before the lock was written', async () => {
    const { child } = await start(['sh', '-c', 'echo ready; exec sleep 30'])
    const dir = newDir()
    const started = new Date(Date.now() + 1_000).toISOString()
    writeLock(dir, { pid: child.pid ?? 0, host: hostname() }, 0, started)
    expect(() => acquire(dir)).toThrow(new RegExp(`pid ${child.pid} on ${hostname()}`))
  })

  it.runIf(hasProc)('takes over a lock whose pid now belongs to a later process', async () => {
    const { child } = await start(['sh', '-c', 'echo ready; exec sleep 30'])
    const dir = newDir()
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString()
    writeLock(dir, { pid: child.pid ?? 0, host: hostname() }, 0, anHourAgo)
    expect(acquire(dir).owner.pid).toBe(process.pid)
  })
})
