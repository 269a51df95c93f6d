// What a process uses, read from Linux's /proc: resident memory and CPU time of the server
// under test, of PostgreSQL, and of the bench itself (which shares the cores with them, so a
// saturated client shows instead of passing for a slow server).
import { readFileSync, readdirSync } from 'node:fs'

export function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
    return Math.round(kb / 1024)
  } catch {
    return Number.NaN
  }
}

/** Peak resident memory of the server process while `work` runs, sampled every 250 ms. */
export async function withPeakRss<T>(pid: number, work: Promise<T>): Promise<[T, number]> {
  let peak = rssMiB(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid))
  }, 250)
  try {
    return [await work, Math.max(peak, rssMiB(pid))]
  } finally {
    clearInterval(timer)
  }
}

/** The process's user + system CPU time in ms (Linux clock ticks are 10 ms). */
export function cpuMs(pid: number): number {
  return statCpuMs(pid, false)
}

/** The same, with the CPU of its children that have exited (and were waited for). */
export function cpuWithExitedChildrenMs(pid: number): number {
  return statCpuMs(pid, true)
}

function statCpuMs(pid: number, withExitedChildren: boolean): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // utime and stime, then cutime and cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const own = Number(fields[11]) + Number(fields[12])
    const children = withExitedChildren ? Number(fields[13]) + Number(fields[14]) : 0
    return (own + children) * 10
  } catch {
    return Number.NaN
  }
}

/** This (the bench's) process's CPU time in ms. */
export function benchCpuMs(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

/**
 * The CPU ms of PostgreSQL on this machine: of each of its processes (the server and its
 * backends), and of the backends that have exited, which the server counts as its children's
 * (a backend that ends between two readings would otherwise take its CPU with it).
 */
export function postgresCpuMs(): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim()
      if (comm === 'postgres' || comm === 'postmaster')
        total += cpuWithExitedChildrenMs(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return total
}
