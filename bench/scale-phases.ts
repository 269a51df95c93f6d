// The scale bench's phases (see scale.ts), run against a fleet through its proxy: the members'
// traffic and the chat together (with a failover meanwhile, when asked), and the chat alone
// at growing rates. Each answers its table row with the CPU of every process per 1,000 units.
import type { Pair } from './chat-pairs'
import { drain, sendSteadily } from './chat-send'
import { deliveries, Ledger, openResumingStreams } from './chat-streams'
import type { Member } from './demo-members'
import { simulateMembers } from './load-traffic'
import { benchCpuMs, cpuMs, postgresCpuMs } from './process-usage'
import type { Fleet } from './scale-fleet'
import { ms, percentile, sleep, type LatencyRow } from './timing'

export const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 30)
export const CHAT_RATE = 10
const CHAT_RATES = [10, 25, 50, 100, 200]
const CHAT_GOAL_P99_MS = 100

export interface ScaleRow extends LatencyRow {
  failed: number
  'chat p99': string
  lost: number
  dup: number
  gaps: number
  resumed: number
  'CPU s/1k req (each process)': string
  'CPU s/1k req PostgreSQL': string
  'bench CPU %': number
}

export interface ChatScaleRow {
  processes: number
  'msg/s offered': number
  answered: number
  refused: number
  errors: number
  lost: number
  p50: string
  p99: string
  'within goal': boolean
  'CPU s/1k msg (each process)': string
  'CPU s/1k msg PostgreSQL': string
}

/** CPU seconds per 1,000 units from CPU ms, per process: ms per unit is s per 1,000. */
const perThousand = (cpuMs: readonly number[], units: number) =>
  cpuMs.map((value) => (value / Math.max(1, units)).toFixed(2))

export interface Traffic {
  members: Member[]
  ids: number[]
  pairs: Pair[]
}

/** The members' traffic and the chat together for SECONDS; `during` runs meanwhile. */
export async function trafficPhase(
  label: string,
  fleet: Fleet,
  traffic: Traffic,
  offset: number,
  during: (fleet: Fleet) => Promise<void> = () => Promise.resolve(),
): Promise<{ row: ScaleRow; errors: Map<string, number> }> {
  const base = new URL(fleet.proxy.url)
  const ledger = new Ledger()
  const chatMembers = traffic.pairs.flatMap((pair) => [pair.a, pair.b])
  const streams = await openResumingStreams(base, chatMembers, ledger)
  await sleep(1_000)
  const pids = fleet.servers.map((server) => server.child.pid ?? 0)
  const cpu0 = pids.map(cpuMs)
  // A process stopped or killed in the phase counts with the CPU it had used until then.
  const cpuLast = [...cpu0]
  const sampler = setInterval(() => {
    pids.forEach((pid, index) => {
      const now = cpuMs(pid)
      if (!Number.isNaN(now)) cpuLast[index] = now
    })
  }, 250)
  const pg0 = postgresCpuMs()
  const bench0 = benchCpuMs()
  const t0 = performance.now()
  const [recorder, chat] = await Promise.all([
    simulateMembers(base, traffic.members, traffic.ids, SECONDS),
    sendSteadily(base, traffic.pairs, ledger, CHAT_RATE, SECONDS, offset),
    during(fleet),
  ])
  const elapsed = performance.now() - t0
  clearInterval(sampler)
  pids.forEach((pid, index) => {
    const now = cpuMs(pid)
    if (!Number.isNaN(now)) cpuLast[index] = now
  })
  const cpu = cpuLast.map((value, index) => value - (cpu0[index] ?? 0))
  const pg = postgresCpuMs() - pg0
  const bench = benchCpuMs() - bench0
  await drain(ledger, chat.clientIds)
  streams.close()

  const { delivery, lost } = deliveries(ledger, chat.clientIds)
  const sorted = [...recorder.latencies].sort((a, b) => a - b)
  const requests = sorted.length + chat.clientIds.length
  const errors = new Map(recorder.errorKinds)
  for (const [kind, count] of chat.result.errorKinds) errors.set(`chat ${kind}`, count)
  if (chat.result.refused > 0) errors.set('chat 503 server_busy', chat.result.refused)
  return {
    row: {
      phase: label,
      requests,
      'req/s': Math.round((requests * 1000) / elapsed),
      p50: ms(percentile(sorted, 50)),
      p95: ms(percentile(sorted, 95)),
      p99: ms(percentile(sorted, 99)),
      failed: recorder.errors + chat.result.errors + chat.result.refused,
      'chat p99': ms(percentile(delivery, 99)),
      lost,
      dup: ledger.duplicates,
      gaps: ledger.gaps,
      resumed: streams.resumed,
      'CPU s/1k req (each process)': perThousand(cpu, requests).join(' / '),
      'CPU s/1k req PostgreSQL': perThousand([pg], requests).join(''),
      'bench CPU %': Math.round((bench * 100) / elapsed),
    },
    errors,
  }
}

/**
 * Chat alone at growing rates, after a short warm-up (plans and JIT of fresh processes): each
 * rate's delivery p99 and CPU. A rate counts towards "msg/s at p99 ≤ 100 ms" when every send
 * was answered and delivered and the p99 is within the goal.
 */
export async function chatPhase(fleet: Fleet, pairs: readonly Pair[], offset: number) {
  const base = new URL(fleet.proxy.url)
  const ledger = new Ledger()
  const streams = await openResumingStreams(
    base,
    pairs.flatMap((pair) => [pair.a, pair.b]),
    ledger,
  )
  await sleep(1_000)
  const pids = fleet.servers.map((server) => server.child.pid ?? 0)
  const rows: ChatScaleRow[] = []
  let sentSoFar = offset
  const warmUp = await sendSteadily(base, pairs, ledger, CHAT_RATES[0] ?? 10, 3, sentSoFar)
  sentSoFar += warmUp.clientIds.length
  await drain(ledger, warmUp.clientIds)
  for (const rate of CHAT_RATES) {
    const cpu0 = pids.map(cpuMs)
    const pg0 = postgresCpuMs()
    const seconds = Math.max(5, Math.round(SECONDS / 3))
    const { clientIds, result } = await sendSteadily(base, pairs, ledger, rate, seconds, sentSoFar)
    sentSoFar += clientIds.length
    await drain(ledger, clientIds)
    const cpu = pids.map((pid, index) => cpuMs(pid) - (cpu0[index] ?? 0))
    const pg = postgresCpuMs() - pg0
    const sent = clientIds.map((id) => ledger.pending.get(id)).filter((p) => p?.sent === true)
    const delivery = sent
      .filter((pending) => pending?.deliveredAt !== undefined)
      .map((pending) => (pending?.deliveredAt ?? 0) - (pending?.startedAt ?? 0))
      .sort((a, b) => a - b)
    const p99 = percentile(delivery, 99)
    rows.push({
      processes: fleet.servers.length,
      'msg/s offered': rate,
      answered: sent.length,
      refused: result.refused,
      errors: result.errors,
      lost: sent.length - delivery.length,
      p50: ms(percentile(delivery, 50)),
      p99: ms(p99),
      'within goal':
        result.errors === 0 &&
        result.refused === 0 &&
        sent.length === delivery.length &&
        p99 <= CHAT_GOAL_P99_MS,
      'CPU s/1k msg (each process)': perThousand(cpu, Math.max(1, sent.length)).join(' / '),
      'CPU s/1k msg PostgreSQL': perThousand([pg], Math.max(1, sent.length)).join(''),
    })
    if (result.refused > clientIds.length / 2) break
  }
  streams.close()
  return { rows, sent: sentSoFar - offset }
}
