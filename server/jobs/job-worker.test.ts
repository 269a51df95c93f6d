// The job worker on the test database (PGlite, and PostgreSQL with npm run test:pg): each job
// runs once however many workers take at once, a burst collapses into one waiting job, a dead
// worker's job is taken again after its lease, and failures retry or give up.
import { eq, sql } from 'drizzle-orm'
import { Counter, Registry } from 'prom-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/database'
import { jobs } from '../db/schema'
import { testDatabase } from '../test/database'
import { addJob, GiveUp, JobWorker, LEASE_MS, takeJobs, type TakenJob } from './job-worker'

let db: Db
beforeAll(async () => {
  db = (await testDatabase()).db
})
// Other files' jobs never reach this table's kinds: only push tests add push jobs, with a
// member id; these use member ids no account has.
beforeEach(async () => {
  await db.delete(jobs).where(sql`(${jobs.payload}->>'member')::bigint < 0`)
})
afterAll(async () => {
  await db.delete(jobs).where(sql`(${jobs.payload}->>'member')::bigint < 0`)
})

const silent = { warn: () => undefined, error: () => undefined }
const ours = () =>
  db
    .select()
    .from(jobs)
    .where(sql`(${jobs.payload}->>'member')::bigint < 0`)

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('JobWorker', () => {
  it('runs each of 60 jobs once with three workers taking at once', async () => {
    for (let i = 1; i <= 60; i++) await addJob(db, 'push.like', null, { member: -i })
    const runs: number[] = []
    const handler = async (job: TakenJob) => {
      runs.push((job.payload as { member: number }).member)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const workers = [1, 2, 3].map(
      () => new JobWorker({ db, handlers: { 'push.like': handler }, log: silent, pollMs: 50 }),
    )
    for (const worker of workers) worker.start()
    await until(() => runs.length >= 60)
    await until(async () => (await ours()).length === 0)
    await Promise.all(workers.map((worker) => worker.stop()))
    expect(runs.sort((a, b) => b - a)).toEqual(Array.from({ length: 60 }, (_, i) => -(i + 1)))
  })

  it('keeps one waiting job per kind and key; once taken, a new one may wait', async () => {
    for (let i = 0; i < 3; i++) await addJob(db, 'push.message', '-1:7', { member: -1 })
    expect(await ours()).toHaveLength(1)
    const [taken] = await takeJobs(db, 10)
    expect(taken).toMatchObject({ key: '-1:7', attempts: 1 })
    await addJob(db, 'push.message', '-1:7', { member: -1 })
    await addJob(db, 'push.message', '-1:7', { member: -1 })
    expect(await ours()).toHaveLength(2)
  })

  it('takes only the kinds it is asked for', async () => {
    await addJob(db, 'push.message', null, { member: -6 })
    await addJob(db, 'push.like', null, { member: -6 })
    expect((await takeJobs(db, 10, new Date(), ['push.like'])).map((job) => job.kind)).toEqual([
      'push.like',
    ])
    expect(await takeJobs(db, 10, new Date(), ['push.like'])).toEqual([])
  })

  it("takes a job again when its worker's lease ran out", async () => {
    const long = new Date(Date.now() - 2 * LEASE_MS)
    await addJob(db, 'push.like', null, { member: -2 }, long)
    // Taken two leases ago by a worker that died.
    expect(await takeJobs(db, 10, long)).toHaveLength(1)
    // That lease ended a minute ago: the job is free again, its attempts counted.
    const [again] = await takeJobs(db, 10)
    expect(again).toMatchObject({ attempts: 2 })
    expect(await takeJobs(db, 10)).toEqual([])
  })

  it('puts a failed job back with a backoff, and drops one that gives up', async () => {
    await addJob(db, 'push.like', null, { member: -3 })
    await addJob(db, 'push.message', null, { member: -4 })
    const errors: string[] = []
    const runs = new Counter({
      name: 'runs',
      help: 'runs',
      labelNames: ['kind', 'outcome'] as const,
      registers: [new Registry()],
    })
    const worker = new JobWorker({
      db,
      handlers: {
        'push.like': () => Promise.reject(new Error('503 from the service')),
        'push.message': () => Promise.reject(new GiveUp('the service refuses this payload')),
      },
      log: { warn: () => undefined, error: (_details, message) => errors.push(message) },
      pollMs: 50,
      runs,
    })
    worker.start()
    await until(async () => {
      const rows = await ours()
      return rows.length === 1 && rows[0]?.lastError !== null
    })
    await worker.stop()
    const [row] = await ours()
    expect(row).toMatchObject({ kind: 'push.like', attempts: 1, lockedUntil: null })
    expect(row?.lastError).toMatch(/503/)
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000)
    expect(errors).toEqual(['job given up'])
    expect((await runs.get()).values.map(({ labels, value }) => [labels, value])).toEqual([
      [{ kind: 'push.like', outcome: 'retry' }, 1],
      [{ kind: 'push.message', outcome: 'given_up' }, 1],
    ])
  })

  it('lets a waiting job of the same key do the work of a failed one', async () => {
    await addJob(db, 'push.message', '-5:1', { member: -5 })
    let calls = 0
    const worker = new JobWorker({
      db,
      handlers: {
        'push.message': async () => {
          calls++
          // Meanwhile the same conversation gets a message: a new waiting job.
          if (calls === 1)
            await addJob(db, 'push.message', '-5:1', { member: -5 }, new Date(Date.now() + 60_000))
          throw new Error('network down')
        },
      },
      log: silent,
      pollMs: 50,
    })
    worker.start()
    await until(() => calls === 1)
    await until(async () => (await ours()).length === 1 && (await ours())[0]?.attempts === 0)
    await worker.stop()
    const rows = await ours()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ attempts: 0, lastError: null })
    await db.delete(jobs).where(eq(jobs.key, '-5:1'))
  })
})
