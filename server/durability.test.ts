// Durability: the real server takes writes over HTTP from several clients at once (signups,
// profile saves, likes), is killed with SIGKILL in the middle of them, and restarts on the same
// DATA_DIR (taking over the dead process's lock). Every write it acknowledged with a 2xx must
// then be in the database, read directly after a clean stop. A write in flight at the kill may
// or may not have landed; a profile save in flight is therefore allowed as the newer value.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { ValidateEmailResponse } from '../src/contract/signup'
import type { UserResponse } from '../src/contract/user'
import { openDatabase } from './db/open'
import { likes, profiles, users } from './db/schema'
import { uniqueEmail } from './test/accounts'
import { testDatabaseUrl } from './test/database'
import { signupFields } from './test/fixtures'
import {
  killStartedServers,
  startServer,
  stopServer,
  type ServerProcess,
} from './test/server-process'
import { temporaryDir } from './test/temp'

afterAll(killStartedServers)

const WORKERS = 6
/** The load stops by time or by count, whichever comes first. */
const LOAD_MS = 2_500
const MAX_SIGNUPS = 60
const WRITES_PER_MEMBER = 4
const REQUEST_TIMEOUT_MS = 15_000

interface Answer {
  headers: Headers
  json(): unknown
}

interface Written {
  id: number
  email: string
  cookie: string
  userAgent: string
  /** the last city the server acknowledged, and one sent but not answered */
  city: string | null
  cityInFlight: string | null
}

class Load {
  readonly members: Written[] = []
  readonly likes: Array<[number, number]> = []
  inFlight = 0
  failed = 0
  private sequence = 0

  constructor(private readonly url: string) {}

  /** `init` sent; the answer when the server acknowledged it with a 2xx, else null. */
  private async send(path: string, init: RequestInit): Promise<Answer | null> {
    this.inFlight += 1
    try {
      const response = await fetch(`${this.url}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      // Acknowledged means the whole answer arrived.
      const text = await response.text()
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`)
      return { headers: response.headers, json: () => JSON.parse(text) as unknown }
    } catch {
      this.failed += 1
      return null
    } finally {
      this.inFlight -= 1
    }
  }

  private json(member: Pick<Written, 'cookie' | 'userAgent'>, method: string, body: unknown) {
    return {
      method,
      headers: {
        'content-type': 'application/json',
        'user-agent': member.userAgent,
        ...(member.cookie === '' ? {} : { cookie: member.cookie }),
      },
      body: JSON.stringify(body),
    }
  }

  async signUp(): Promise<Written | null> {
    const email = uniqueEmail('durable')
    const userAgent = `KlikDurability/1.0 (${(this.sequence += 1)})`
    const check = await this.send(`/api/validate_email.php?email=${encodeURIComponent(email)}`, {
      headers: { 'user-agent': userAgent },
    })
    if (check === null) return null
    const { token } = check.json() as ValidateEmailResponse
    const response = await this.send(
      '/api/user.php?new=1',
      this.json({ cookie: '', userAgent }, 'POST', signupFields(email, userAgent, token)),
    )
    if (response === null) return null
    const user = response.json() as UserResponse
    const cookie = response.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ')
    const member: Written = {
      id: user.id,
      email,
      cookie,
      userAgent,
      city: null,
      cityInFlight: null,
    }
    this.members.push(member)
    return member
  }

  async saveCity(member: Written, city: string): Promise<boolean> {
    member.cityInFlight = city
    const saved = await this.send('/api/user.php', this.json(member, 'PUT', { city }))
    if (saved === null) return false
    member.city = city
    member.cityInFlight = null
    return true
  }

  async like(member: Written, other: Written): Promise<boolean> {
    const liked = await this.send(
      '/api/likes.php',
      this.json(member, 'POST', { profile: other.id }),
    )
    if (liked === null) return false
    this.likes.push([member.id, other.id])
    return true
  }

  /** One client: sign up, then save and like, until a request fails (the kill) or `until`. */
  async worker(until: number): Promise<void> {
    while (Date.now() < until) {
      const member = await this.signUp()
      if (member === null) return
      for (let index = 0; index < WRITES_PER_MEMBER; index += 1) {
        if (!(await this.saveCity(member, `Durable City ${member.id}-${index}`))) return
        const others = this.members.filter((other) => other.id !== member.id)
        const other = others[(member.id + index) % Math.max(others.length, 1)]
        if (other !== undefined && !(await this.like(member, other))) return
      }
    }
  }
}

async function killDuringLoad(server: ServerProcess, load: Load): Promise<number> {
  // The kill lands while requests are on the wire, never in a pause between them.
  while (load.inFlight === 0) await new Promise((resolve) => setImmediate(resolve))
  const inFlight = load.inFlight
  server.child.kill('SIGKILL')
  const { signal } = await server.exited
  expect(signal).toBe('SIGKILL')
  return inFlight
}

describe('durability', () => {
  it('keeps every acknowledged write through a kill -9 and a restart', async () => {
    const dataDir = temporaryDir()
    const env = { RATE_LIMIT_FACTOR: '1000' }
    const databaseUrl = await testDatabaseUrl()
    const first = await startServer(dataDir, { env, databaseUrl })
    const load = new Load(first.url)
    const until = Date.now() + LOAD_MS
    // The workers run until the kill breaks their requests; `until` only bounds a kill gone wrong.
    const workers = Array.from({ length: WORKERS }, () => load.worker(until + 30_000))
    // Killed at LOAD_MS or once MAX_SIGNUPS members stand, whichever comes first, but not
    // before some like was acknowledged: on a busy machine the signups (argon2) alone can
    // take longer than LOAD_MS, and a kill then would test the likes of nobody.
    while (
      (Date.now() < until && load.members.length < MAX_SIGNUPS) ||
      (load.likes.length === 0 && Date.now() < until + 30_000)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const inFlight = await killDuringLoad(first, load)
    await Promise.all(workers)
    console.info(
      `durability: ${load.members.length} signups and ${load.likes.length} likes acknowledged, ` +
        `${inFlight} requests in flight at the kill, ${load.failed} failed`,
    )
    expect(load.members.length).toBeGreaterThanOrEqual(WORKERS)
    expect(load.likes.length).toBeGreaterThan(0)
    expect(load.failed).toBeGreaterThan(0)

    // The same DATA_DIR again: the dead process's lock is taken over, the data is there.
    const second = await startServer(dataDir, { env, databaseUrl })
    const [someone] = load.members
    const check = await fetch(
      `${second.url}/api/user.php`,
      someone === undefined ? {} : { headers: { cookie: someone.cookie } },
    )
    expect(check.status).toBe(200)
    expect(((await check.json()) as UserResponse).id).toBe(someone?.id)
    expect((await stopServer(second)).code).toBe(0)

    const database = await openDatabase({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    })
    const { db } = database
    try {
      const ids = load.members.map((member) => member.id)
      const stored = await db
        .select({ id: users.id, email: users.email, city: profiles.city })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(inArray(users.id, ids))
      const byId = new Map(stored.map((row) => [row.id, row]))
      for (const member of load.members) {
        const row = byId.get(member.id)
        expect(row?.email, `member ${member.id}`).toBe(member.email)
        const allowed = [member.city ?? '', member.cityInFlight].filter((city) => city !== null)
        expect(allowed, `city of member ${member.id}`).toContain(row?.city)
      }
      const likers = [...new Set(load.likes.map(([liker]) => liker))]
      const likeRows = await db
        .select({ liker: likes.likerId, liked: likes.likedId })
        .from(likes)
        .where(inArray(likes.likerId, likers))
      const storedLikes = new Set(likeRows.map((row) => `${row.liker}>${row.liked}`))
      const missing = load.likes.filter(([liker, liked]) => !storedLikes.has(`${liker}>${liked}`))
      expect(missing, 'acknowledged likes missing after the restart').toEqual([])
    } finally {
      await database.close()
    }
  }, 180_000)
})
