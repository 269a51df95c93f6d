// Property-based fuzzing of every operation /api/docs lists, logged out and logged in: bad
// requests generated from each operation's schemas (see test/fuzz-requests.ts) never get a
// 5xx; every 4xx carries the contract's error body; a 2xx is a documented status whose JSON
// fits the documented answer. The seed is fixed (printed; FUZZ_SEED overrides it) so a CI
// failure replays; FUZZ_RUNS sets the runs per operation and session state (default 200).
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../src/contract/errors'
import { createSessionRow } from '../domain/accounts/sessions'
import { signEmailCheck } from '../domain/accounts/email-check'
import { signupCsrf } from '../domain/accounts/signup-csrf'
import { SESSION_COOKIE } from '../http/session-cookies'
import { randomIp, signUp, uniqueEmail, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { badRequests, type FuzzPool, type FuzzRequest } from '../test/fuzz-requests'
import { loadOperations, schemaProblems, type Operation } from '../test/openapi'

const RUNS = integerFromEnv('FUZZ_RUNS', 200)
const SEED = integerFromEnv('FUZZ_SEED', 20_240_611)
function integerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, got ${raw}`)
  return value
}

/** How many operations /api/docs listed when this test was written (DEV_TOOLS on). */
const KNOWN_OPERATIONS = 38

const app = await buildTestApp({ DEV_TOOLS: '1', RATE_LIMIT_FACTOR: '1000' })
afterAll(() => app.close())
const operations = await loadOperations(app)
console.info(
  `fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} runs per operation logged out and in (FUZZ_RUNS)`,
)

/** The logged-in side: a member whose session is renewed when a request ends it. */
class Session {
  member!: Member
  token = ''
  renewed = 0
  replaced = 0

  async start(): Promise<void> {
    this.member = await signUp(app)
    await this.renew()
  }

  /** A new session row for the member, without the cost of a password check. */
  async renew(): Promise<void> {
    this.token = (await createSessionRow(app.db, { userId: this.member.user.id })).token
  }

  /** Keeps a session for the next run when `response` ended this one or deleted the member. */
  async afterResponse(request: FuzzRequest, response: LightMyRequestResponse): Promise<void> {
    const deleted =
      request.method === 'DELETE' &&
      request.url.split('?')[0] === '/api/user.php' &&
      response.statusCode === 200
    if (deleted) {
      this.replaced += 1
      await this.start()
      return
    }
    const cookie = response.cookies.find((set) => set.name === SESSION_COOKIE)
    if (cookie === undefined) return
    if (cookie.value === '' || cookie.maxAge === 0) {
      this.renewed += 1
      await this.renew()
    } else {
      // A login or signup in this browser replaced the session: the browser keeps the new one.
      this.token = cookie.value
    }
  }
}

const session = new Session()
await session.start()
const other = await signUp(app)

const pool: FuzzPool = {
  ids: [session.member.user.id, other.user.id],
  strings: [session.member.email, session.member.password, other.email, other.password],
}

/** A signup body that passes the form checks (csrf, email proof), so signup runs for real. */
function withSignupProof(request: FuzzRequest): FuzzRequest {
  if (typeof request.payload !== 'string') return request
  let body: unknown
  try {
    body = JSON.parse(request.payload)
  } catch {
    return request
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return request
  const email = uniqueEmail('fuzz')
  const userAgent = request.headers['user-agent'] ?? ''
  return {
    ...request,
    payload: JSON.stringify({
      ...body,
      email,
      csrf: signupCsrf(email, userAgent),
      token: signEmailCheck(app.appSecret, email, 'new'),
    }),
    note: `${request.note}, with a valid email proof`,
  }
}

function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload
  switch (String(response.headers['content-encoding'])) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8')
    case 'gzip':
      return gunzipSync(raw).toString('utf8')
    case 'deflate':
      return inflateSync(raw).toString('utf8')
    default:
      return response.body
  }
}

/** What is wrong with `response` to `request` (null when it is as the contract says). */
function problemWith(operation: Operation, response: LightMyRequestResponse): string | null {
  const status = response.statusCode
  if (status >= 500) return `status ${status}`
  const type = String(response.headers['content-type'] ?? '')
  const text = decoded(response)
  if (status >= 400) {
    if (!type.startsWith('application/json')) return `a ${status} answered as ${type}`
    const parsed = errorBodySchema.safeParse(JSON.parse(text))
    return parsed.success ? null : `a ${status} body out of contract: ${parsed.error.message}`
  }
  if (status < 200 || status >= 300) return null
  if (!operation.responses.has(status)) return `undocumented status ${status}`
  const schema = operation.responses.get(status) ?? null
  if (schema === null || text === '') return null
  const value: unknown = type.startsWith('application/json') ? JSON.parse(text) : text
  const problems = schemaProblems(schema, value)
  return problems.length === 0 ? null : `a ${status} out of its schema: ${problems.join('; ')}`
}

/** A seed of its own for each operation, so adding one does not change the others' runs. */
function seedFor(operation: Operation, loggedIn: boolean): number {
  let hash = SEED | 0
  for (const char of `${operation.id} ${loggedIn}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  }
  return hash
}

/** Operations that answer a stream that stays open (Server-Sent Events). */
const STREAMING = new Set(['GET /api/events.php'])

/** The operations fuzzed logged in so far in this run. */
const fuzzedLoggedIn = new Set<string>()

async function fuzz(operation: Operation, loggedIn: boolean): Promise<void> {
  const signup = operation.id === 'POST /api/user.php?new=1'
  const requests = badRequests(operation, pool, { loggedIn })
  // One signup in four carries a valid proof: the rest of its body then reaches account
  // creation (an argon2 hash each, so not more).
  const arbitrary = signup
    ? fc
        .tuple(requests, fc.nat({ max: 3 }))
        .map(([request, proof]) => (proof === 0 ? withSignupProof(request) : request))
    : requests
  let runs = 0
  if (loggedIn) fuzzedLoggedIn.add(operation.id)
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      runs += 1
      const headers = loggedIn
        ? { ...request.headers, cookie: `${SESSION_COOKIE}=${session.token}` }
        : request.headers
      const options = {
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        remoteAddress: randomIp(),
      }
      if (STREAMING.has(operation.id)) {
        // A live stream never ends: its head is the answer. Anything else is asked again whole.
        const head = await app.inject({ ...options, payloadAsStream: true })
        head.stream().destroy()
        const live = String(head.headers['content-type']).startsWith('text/event-stream')
        if (live && head.statusCode === 200) return
      }
      const response = await app.inject(options)
      if (loggedIn) await session.afterResponse(request, response)
      const problem = problemWith(operation, response)
      const where = `${request.method} ${request.url.slice(0, 300)} [${request.note}]`
      if (problem !== null) {
        throw new Error(`${problem} for ${where}: ${decoded(response).slice(0, 500)}`)
      }
      if (loggedIn && response.statusCode === 403) {
        const { code } = errorBodySchema.parse(JSON.parse(decoded(response))).error
        if (code === 'auth.required') throw new Error(`logged in, yet auth.required for ${where}`)
      }
    }),
    { numRuns: RUNS, seed: seedFor(operation, loggedIn) },
  )
  expect(runs).toBeGreaterThanOrEqual(RUNS)
}

describe('fuzzing /api/docs', () => {
  it(`lists at least the ${KNOWN_OPERATIONS} operations known today`, () => {
    expect(operations.length).toBeGreaterThanOrEqual(KNOWN_OPERATIONS)
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length)
  })

  it('answers a URL the router cannot decode with the contract error body', async () => {
    const response = await app.inject({ url: '/api/settings.php/%ff' })
    expect(response.statusCode).toBe(400)
    expect(errorBodySchema.parse(response.json()).error.code).toBe('bad_request')
  })

  describe.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s',
    (_id, operation) => {
      it('never fails on bad requests, logged out', () => fuzz(operation, false), 60_000)
      it('never fails on bad requests, logged in', () => fuzz(operation, true), 60_000)
    },
  )

  // A summary of the whole run, so it runs after every test above in any order (--sequence.shuffle).
  afterAll(() => {
    // Only a whole run reaches the calls that end a session (a `-t` filter may skip them).
    if (fuzzedLoggedIn.size < operations.length) return
    console.info(
      `fuzz: sessions renewed ${session.renewed} times, member replaced ${session.replaced} times`,
    )
    expect(session.renewed, 'a member was kept logged in throughout').toBeGreaterThan(0)
  })
})
