// Where the server's log lines go: stdout, written asynchronously and never waited for.
// pino's default destination writes synchronously and, when the pipe is full (EAGAIN: a
// supervisor or a harness that stopped reading), sleeps in Atomics.wait and tries again, for
// ever: the main thread then hangs in a futex wait, and with it every request, the SIGTERM
// handler and the 10 s stop timer (issue 29 §4, seen twice on a test harness). Here a write
// that cannot go out waits in a bounded buffer; past BUFFER_MAX the newest lines are dropped
// and counted, and a pipe that is closed (EPIPE) ends the logging. A log line is never worth
// more than the members' requests.
import SonicBoom from 'sonic-boom'

/** Lines waiting for a slow reader, at most (bytes). */
const BUFFER_MAX = 8 * 1024 * 1024

export interface LogDestination {
  write(line: string): boolean
  /** Lines dropped because nobody read them in time. */
  readonly dropped: number
  /**
   * Writes out what waits, for `ms` at most (a stop); answers whether all went out. When not,
   * a write is stuck in a thread that the process's exit would wait for without end.
   */
  flush(ms: number): Promise<boolean>
}

let shared: LogDestination | undefined

/** The process's stdout destination (one, shared by every app the process builds). */
export function stdoutLog(): LogDestination {
  shared ??= asyncDestination(1)
  return shared
}

export function asyncDestination(fd: number): LogDestination {
  const stream = new SonicBoom({ fd, sync: false, maxLength: BUFFER_MAX })
  let dropped = 0
  let closed = false
  // Bytes handed to the stream and not yet written out: sonic-boom's flush() may answer
  // while a write is still stuck in a thread, so the count is kept here.
  let pending = 0
  stream.on('write', (bytes: number) => {
    pending -= bytes
  })
  stream.on('drop', (data: string) => {
    dropped++
    pending -= Buffer.byteLength(data)
  })
  stream.on('error', (error: NodeJS.ErrnoException) => {
    // EPIPE: nobody will ever read again. Anything else: the same for a log.
    if (error.code !== 'EPIPE') dropped++
    closed = true
  })
  return {
    write: (line: string) => {
      if (closed) return true
      pending += Buffer.byteLength(line)
      return stream.write(line)
    },
    get dropped() {
      return dropped
    },
    flush: async (ms: number) => {
      const until = performance.now() + ms
      while (!closed && pending > 0 && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return closed || pending <= 0
    },
  }
}
