// A graceful stop that always ends (issue 29 §4). Seen on a test harness: a server whose
// stdout was a pipe that nobody read any more caught SIGTERM and never exited, its main thread
// in a futex wait: pino's synchronous log writes, retried without end once the pipe was full
// (sonic-boom sleeps in Atomics.wait between tries), so neither the requests, nor the signal
// handler, nor the 10 s timer could run. Here the server's stdout fills up the same way while
// it serves; it must keep answering, and SIGTERM must end it within the 10 s bound.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE_NAME } from './db/data-dir-lock'
import { killStartedServers, startServer } from './test/server-process'
import { temporaryDir } from './test/temp'

afterAll(killStartedServers)

const REQUESTS = 300
const AT_ONCE = 10
/** Each call's two log lines carry its URL: some 8 KB a call, the pipe is full within 100. */
const PADDING = 'x'.repeat(4_000)

describe('stopping', () => {
  it('serves and stops within 10 s while nobody reads its log', async () => {
    const dataDir = temporaryDir()
    const server = await startServer(dataDir, {
      env: { LOG_LEVEL: 'info', RATE_LIMIT_FACTOR: '1000' },
      databaseUrl: '',
    })
    // Nobody reads the log from now on: the pipe fills after some 80 KB.
    const stdout = server.child.stdout
    stdout?.removeAllListeners('data')
    stdout?.pause()
    let answered = 0
    let stalled = 0
    for (let sent = 0; sent < REQUESTS; sent += AT_ONCE) {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          fetch(`${server.url}/api/settings.php?pad=${PADDING}`, {
            signal: AbortSignal.timeout(3_000),
          }).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      )
      answered += answers.filter(Boolean).length
      stalled += answers.filter((ok) => !ok).length
      if (stalled > 0) break
    }
    expect(stalled, `${answered} answered before the server stalled`).toBe(0)
    const asked = performance.now()
    server.child.kill('SIGTERM')
    const { code, signal } = await server.exited
    const ms = performance.now() - asked
    expect(ms).toBeLessThan(11_000)
    // Its last log lines cannot go out: it ends itself with SIGKILL (a clean exit would wait
    // for the thread stuck writing them), its lock released first.
    expect([code, signal]).toEqual([null, 'SIGKILL'])
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false)
  }, 120_000)
})
