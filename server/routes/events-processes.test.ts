// Two server processes on one PostgreSQL server (npm run test:pg): what a member does through
// one reaches a live channel held by the other, through LISTEN/NOTIFY; a session ended through
// one is refused by the other as soon as the notice lands, though it had it cached for 15 s;
// and a rate limit counts the hits of both (http/rate-limit-store.ts). Skipped on PGlite, which
// serves one process.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { setOperator } from '../domain/admin/operators'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { signUp, TestClient, uniqueEmail, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { testDatabaseUrl } from '../test/database'
import {
  killStartedServers,
  startServer,
  stopServer,
  type ServerProcess,
} from '../test/server-process'
import { liveChannel, type SseClient } from '../test/sse'

const onPostgres = (process.env.DATABASE_URL ?? '') !== ''
const dirs: string[] = []
const streams: SseClient[] = []
let app: App
let servers: ServerProcess[] = []

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    app = await buildTestApp()
    const databaseUrl = await testDatabaseUrl()
    servers = await Promise.all(
      [0, 1].map(() => {
        const dir = mkdtempSync(path.join(tmpdir(), 'klik-events-'))
        dirs.push(dir)
        // The limits as written (the login test counts to them), whatever the helper's default.
        return startServer(dir, { databaseUrl, env: { RATE_LIMIT_FACTOR: '1' } })
      }),
    )
  }, 120_000)

  afterAll(async () => {
    for (const stream of streams) stream.close()
    await Promise.all(servers.map(stopServer))
    killStartedServers()
    await app.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  const cookieOf = (client: TestClient) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

  const send = (
    server: ServerProcess,
    client: TestClient,
    method: string,
    url: string,
    body?: unknown,
  ) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { cookie: cookieOf(client), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  const post = (server: ServerProcess, member: Member, url: string, body: unknown) =>
    send(server, member.client, 'POST', url, body)

  it('delivers a message sent through one process to a live channel on the other', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess]
    const [a, b] = [await signUp(app), await signUp(app)]
    await setCreditBalance(app.db, b.user.id, 100, 'test_grant')
    const chat = (await a.client.get(`/api/chat.php?profile=${b.user.id}`)).json<{ id: number }>()

    const toA = await liveChannel(one.url, a)
    streams.push(toA)
    const start = Number((await toA.next()).id)

    const sent = await post(two, b, '/api/messages.php', {
      conversation: chat.id,
      client_id: randomUUID(),
      text: 'Via de andere server',
    })
    expect(sent.status, await sent.clone().text()).toBe(200)
    expect(await toA.next()).toMatchObject({
      id: String(start + 1),
      event: 'message',
      data: { conversation: chat.id, message: { text: 'Via de andere server' } },
    })

    const typing = await post(two, b, '/api/typing.php', { conversation: chat.id })
    expect(typing.status).toBe(204)
    expect(await toA.next()).toMatchObject({ id: null, event: 'typing' })

    // The same member's channel on the other process resumes from the same ids.
    const resumed = await liveChannel(two.url, a, { lastEventId: String(start) })
    streams.push(resumed)
    expect((await resumed.next()).event).toBe('ready')
    expect(await resumed.next()).toMatchObject({ id: String(start + 1), event: 'message' })
  }, 30_000)

  it('counts login attempts for one address across both processes: 10 in all, not 10 each', async () => {
    const email = uniqueEmail('two-processes')
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/login.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      }).then(async (response) => {
        await response.arrayBuffer()
        return response.status
      })
    const answers: number[] = []
    for (let index = 0; index < 10; index++) answers.push(await attempt(servers[index % 2]!))
    expect(answers).toEqual(Array.from({ length: 10 }, () => 401))
    expect(await attempt(servers[0]!)).toBe(429)
    expect(await attempt(servers[1]!)).toBe(429)
  })

  it('ends a session on every process within moments: logout, password change, ban', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess]
    const [member, operator] = [await signUp(app), await signUp(app)]
    expect(await setOperator(app.db, operator.email, true)).toBe(true)
    const logIn = async (password = member.password) => {
      const client = new TestClient(app)
      const response = await client.post('/api/login.php', { email: member.email, password })
      expect(response.statusCode, response.body).toBe(200)
      return client
    }
    // What GET /api/user.php through `server` answers the browser `client`: 200, or the code.
    const me = async (server: ServerProcess, client: TestClient) => {
      const response = await send(server, client, 'GET', '/api/user.php')
      const body = (await response.json()) as { error?: { code: string } }
      return response.status === 200 ? 200 : `${response.status} ${body.error?.code}`
    }
    // The notice reaches process one through PostgreSQL and its listening connection, which
    // takes milliseconds and may come after the answer of process two reached us: asked again
    // until refused, for at most 2 s. Without the notice the cache would answer for 15 s.
    const refusedSoon = (client: TestClient, code: string) =>
      expect.poll(() => me(one, client), { timeout: 2_000, interval: 25 }).toBe(code)
    const [laptop, phone] = [await logIn(), await logIn()]

    // Each check first has process one find the session, so it answers from its cache next:
    // only the notice from process two can make it refuse within the cache's 15 s.
    expect(await me(one, member.client)).toBe(200)
    expect(await me(two, member.client)).toBe(200)
    expect(await (await send(two, member.client, 'GET', '/api/logout.php')).text()).toBe('done')
    await refusedSoon(member.client, '403 auth.required')

    expect(await me(one, laptop)).toBe(200)
    expect(await me(one, phone)).toBe(200)
    const changed = await send(two, phone, 'PUT', '/api/password.php', {
      current_password: member.password,
      new_password: `${randomUUID()}-Nieuw`,
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    await refusedSoon(laptop, '403 auth.required')
    // The session that changed it stays.
    expect(await me(one, phone)).toBe(200)

    const banned = await send(two, operator.client, 'POST', '/api/admin/ban.php', {
      member: member.user.id,
      ground: 'spam',
      reason: 'Test of the session notice',
    })
    expect(banned.status, await banned.clone().text()).toBe(200)
    await refusedSoon(phone, '403 auth.banned')
  }, 30_000)
})
