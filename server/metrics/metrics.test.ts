// The registry of one app (metrics.ts) without an app: the jobs' backlog is asked once per
// scrape for both gauges, a backlog that fails leaves them out instead of repeating old
// numbers, and the process's own metrics are there only when asked for.
import { describe, expect, it } from 'vitest'
import { createMetrics, type JobBacklog } from './metrics'

const lines = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))

describe('createMetrics', () => {
  it('asks for the jobs’ backlog once per scrape, and leaves the job gauges out when it fails', async () => {
    let asked = 0
    let answer: () => Promise<readonly JobBacklog[]> = () =>
      Promise.resolve([{ kind: 'push.like', waiting: 3, oldestSeconds: 42.5 }])
    const metrics = createMetrics(
      {
        liveStreams: () => 2,
        jobBacklog: () => {
          asked++
          return answer()
        },
        databaseLoad: () => null,
        overload: () => ({ refused: 0, refusing: false }),
      },
      { processMetrics: false },
    )
    const first = await metrics.registry.metrics()
    expect(asked).toBe(1)
    expect(lines(first, 'klik_jobs_waiting')).toContain('klik_jobs_waiting{kind="push.like"} 3')
    expect(lines(first, 'klik_jobs_waiting')).toContain('klik_jobs_waiting{kind="mail.digest"} 0')
    expect(lines(first, 'klik_jobs_oldest_waiting_seconds')).toContain(
      'klik_jobs_oldest_waiting_seconds{kind="push.like"} 42.5',
    )
    expect(lines(first, 'klik_live_streams')).toEqual(['klik_live_streams 2'])

    answer = () => Promise.reject(new Error('no answer within 1000 ms'))
    const second = await metrics.registry.metrics()
    expect(asked).toBe(2)
    expect(lines(second, 'klik_jobs_waiting')).toEqual([])
    expect(lines(second, 'klik_jobs_oldest_waiting_seconds')).toEqual([])
    expect(lines(second, 'klik_live_streams')).toEqual(['klik_live_streams 2'])
  })

  it('has the process’s metrics only when asked, and every known counter at 0 from the start', async () => {
    const sources = {
      liveStreams: () => 0,
      jobBacklog: () => Promise.resolve([]),
      databaseLoad: () => null,
      overload: () => ({ refused: 0, refusing: false }),
    }
    const bare = await createMetrics(sources, { processMetrics: false }).registry.metrics()
    expect(bare).not.toMatch(/^process_|^nodejs_|klik_event_loop/m)
    expect(lines(bare, 'klik_pushes_total')).toContain(
      'klik_pushes_total{kind="push.message",outcome="refused"} 0',
    )
    expect(lines(bare, 'klik_payment_webhooks_total')).toHaveLength(5)
    const full = await createMetrics(sources, { processMetrics: true }).registry.metrics()
    expect(full).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(full).toMatch(/^klik_event_loop_active_seconds_total \d/m)
  })

  it('reads the database queue and the overload refusals at each scrape', async () => {
    const load = { waiting: 4, longestWaitMs: 750 }
    const overload = { refused: 12, refusing: true }
    const metrics = createMetrics(
      {
        liveStreams: () => 0,
        jobBacklog: () => Promise.resolve([]),
        databaseLoad: () => load,
        overload: () => overload,
      },
      { processMetrics: false },
    )
    metrics.databaseWait.observe(0)
    metrics.databaseWait.observe(0.3)
    const text = await metrics.registry.metrics()
    expect(lines(text, 'klik_db_queue_waiting')).toEqual(['klik_db_queue_waiting 4'])
    expect(lines(text, 'klik_db_queue_longest_wait_seconds')).toEqual([
      'klik_db_queue_longest_wait_seconds 0.75',
    ])
    expect(lines(text, 'klik_db_queue_wait_seconds_count')).toEqual([
      'klik_db_queue_wait_seconds_count 2',
    ])
    expect(lines(text, 'klik_db_queue_wait_seconds_bucket')).toContain(
      'klik_db_queue_wait_seconds_bucket{le="0.25"} 1',
    )
    expect(lines(text, 'klik_overload_refused_total')).toEqual(['klik_overload_refused_total 12'])
    expect(lines(text, 'klik_overload_refusing')).toEqual(['klik_overload_refusing 1'])
    overload.refused = 13
    overload.refusing = false
    const later = await metrics.registry.metrics()
    expect(lines(later, 'klik_overload_refused_total')).toEqual(['klik_overload_refused_total 13'])
    expect(lines(later, 'klik_overload_refusing')).toEqual(['klik_overload_refusing 0'])
  })
})
