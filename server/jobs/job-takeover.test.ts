// A job whose process dies in the middle of it is done by another (npm run test:pg): process A
// takes a message's push and is killed (SIGKILL) while the push service has not answered;
// process B, on the same PostgreSQL, takes the job once A's lease (JOB_LEASE_MS) has passed,
// and the push arrives, once. Skipped on PGlite, which serves one process (a restart there
// takes the job the same way; job-worker.test.ts covers a lease that ran out).
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../app'
import { jobs } from '../db/schema'
import { setCreditBalance } from '../domain/credits/credit-balance'
import type { DeclarativePush } from '../domain/push/push-jobs'
import { savePushSubscription } from '../domain/push/push-subscriptions'
import { signUp } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { testDatabaseUrl } from '../test/database'
import { PushReceiver } from '../test/push-receiver'
import { killStartedServers, startServer, stopServer } from '../test/server-process'
import { removeTemporaryDirs, temporaryDir } from '../test/temp'

const onPostgres = (process.env.DATABASE_URL ?? '') !== ''
const LEASE_MS = 2_000

let app: App | undefined
let service: PushReceiver | undefined
afterAll(async () => {
  killStartedServers()
  await app?.close()
  await service?.close()
  removeTemporaryDirs()
})

describe.skipIf(!onPostgres)("a killed process's job", () => {
  it('is taken by another process once its lease has passed, and done once', async () => {
    app = await buildTestApp()
    service = await PushReceiver.start()
    const databaseUrl = await testDatabaseUrl()
    const env = { JOB_LEASE_MS: String(LEASE_MS), PUSH_SERVICE_HOSTS: '127.0.0.1' }
    const first = await startServer(temporaryDir(), { databaseUrl, env })

    const [a, b] = [await signUp(app), await signUp(app)]
    const device = service.device()
    await savePushSubscription(app.db, b.user.id, device.subscription)
    await setCreditBalance(app.db, a.user.id, 100, 'test_grant')
    const chat = (await a.client.get(`/api/chat.php?profile=${b.user.id}`)).json<{ id: number }>()
    const pushJobs = () => app!.db.select().from(jobs).where(eq(jobs.kind, 'push.message'))

    // A takes the push (its worker polls the table) and dies while the service holds it.
    const held = service.holdNext(device)
    const sent = await a.client.post('/api/messages.php', {
      conversation: chat.id,
      client_id: randomUUID(),
      text: 'Ben je er nog?',
    })
    expect(sent.statusCode, sent.body).toBe(200)
    await held
    first.child.kill('SIGKILL')
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' })
    const [taken] = await pushJobs()
    expect(taken).toMatchObject({ attempts: 1 })
    expect(taken?.lockedUntil).not.toBeNull()

    // B takes it when the lease has passed, runs it, and the job is gone.
    const second = await startServer(temporaryDir(), { databaseUrl, env })
    const [push] = await service.waitFor(1, 20_000)
    expect(push?.device).toBe(device.name)
    expect((push?.payload as DeclarativePush).notification.data).toEqual({
      type: 'message',
      conversation: chat.id,
    })
    await vi.waitUntil(async () => (await pushJobs()).length === 0, {
      timeout: 10_000,
      interval: 100,
    })
    expect(service.received).toHaveLength(1)
    await stopServer(second)
  }, 90_000)
})
