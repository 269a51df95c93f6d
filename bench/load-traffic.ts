// The load bench's members' traffic (see load.ts): the mix of calls a logged-in member's app
// makes (user polling, search, member pages, likes), sent over loopback either back to back
// (saturation) or with a member's think time between (members; the scale bench too).
import { Agent, request } from 'node:http'
import { createRng, type Rng } from '../server/domain/demo/prng'
import type { TestServer } from '../tests/e2e/support/server'
import { memberHeaders, type Member } from './demo-members'
import { sleep } from './timing'

/** A member's mean think time between two calls (exponentially distributed). */
const THINK_MS = 10_000

const AGES = [
  [18, 25],
  [26, 35],
  [36, 45],
  [46, 55],
  [18, 99],
] as const

/** One request of the mix, as the client sends it. */
function nextRequest(
  rng: Rng,
  memberIds: readonly number[],
): { method: string; path: string; body?: string } {
  const kind = rng.weighted([
    ['user', 35],
    ['search', 30],
    ['member', 20],
    ['likes', 10],
    ['like', 5],
  ] as const)
  switch (kind) {
    case 'user':
      return { method: 'GET', path: '/api/user.php' }
    case 'search': {
      if (rng.chance(0.3))
        return { method: 'GET', path: '/api/search.php?source=members&pp=12&auto_load=1' }
      const [min, max] = rng.pick(AGES)
      const params = new URLSearchParams({
        source: 'members',
        pp: '12',
        manual_search: '1',
        gender: rng.pick(['female', 'male', '']),
        country: rng.pick(['NL', 'BE', 'DE', 'NL-BE']),
        min_age: String(min),
        max_age: String(max),
        page: String(
          rng.weighted([
            [1, 60],
            [2, 25],
            [3, 15],
          ] as const),
        ),
      })
      return { method: 'GET', path: `/api/search.php?${params.toString()}` }
    }
    case 'member':
      return { method: 'GET', path: `/api/member.php?id=${rng.pick(memberIds)}` }
    case 'likes':
      return { method: 'GET', path: '/api/likes.php' }
    case 'like':
      return {
        method: rng.chance(0.6) ? 'POST' : 'DELETE',
        path: '/api/likes.php',
        body: JSON.stringify({ profile: rng.pick(memberIds) }),
      }
  }
}

export class Recorder {
  readonly latencies: number[] = []
  errors = 0
  readonly errorKinds = new Map<string, number>()

  ok(ms: number) {
    this.latencies.push(ms)
  }

  fail(ms: number, kind: string) {
    this.latencies.push(ms)
    this.errors++
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1)
  }
}

function send(
  agent: Agent,
  base: URL,
  member: Member,
  req: { method: string; path: string; body?: string },
  recorder: Recorder,
): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    const headers = memberHeaders(base, member.cookie)
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json'
      // Node sends a DELETE body without framing unless told its length.
      headers['content-length'] = String(Buffer.byteLength(req.body))
    }
    const call = request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (response) => {
        const status = response.statusCode ?? 0
        let body = ''
        if (status >= 400) response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        else response.resume()
        response.on('end', () => {
          const ms = performance.now() - started
          if (status < 400) recorder.ok(ms)
          else
            recorder.fail(
              ms,
              `${req.method} ${req.path.split('?')[0]} → ${status} ${errorCode(body)}`,
            )
          resolve()
        })
      },
    )
    call.on('error', (error) => {
      recorder.fail(
        performance.now() - started,
        `${req.method} ${req.path.split('?')[0]} → ${error.message}`,
      )
      resolve()
    })
    call.end(req.body)
  })
}

function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? ''
  } catch {
    return body.slice(0, 40)
  }
}

/** Closed loop, no think time: every connection sends its next request when the last one ends. */
export async function saturate(
  server: TestServer,
  members: readonly Member[],
  memberIds: number[],
  seconds: number,
  connections: number,
) {
  const base = new URL(server.url)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const recorder = new Recorder()
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const rng = createRng(`saturate-${index}`)
      const member = members[index % members.length] as Member
      while (performance.now() < until) {
        await send(agent, base, member, nextRequest(rng, memberIds), recorder)
      }
    }),
  )
  agent.destroy()
  return recorder
}

/**
 * Each member sends a request to `base`, then waits an exponential think time of mean
 * THINK_MS, for `seconds` (the scale bench drives its proxy the same way).
 */
export async function simulateMembers(
  base: URL,
  members: readonly Member[],
  memberIds: number[],
  seconds: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
  const recorder = new Recorder()
  const until = performance.now() + seconds * 1000
  const think = (rng: Rng) => -Math.log(1 - rng.next()) * THINK_MS
  await Promise.all(
    members.map(async (member, index) => {
      const rng = createRng(`member-${index}`)
      // Arrivals spread over one think time, as members who were already there.
      await sleep(rng.next() * THINK_MS)
      while (performance.now() < until) {
        await send(agent, base, member, nextRequest(rng, memberIds), recorder)
        await sleep(Math.min(think(rng), until - performance.now()))
      }
    }),
  )
  agent.destroy()
  return recorder
}
