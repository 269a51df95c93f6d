// Demo members: created on the first start with an empty database (SEED_DEMO) so search has
// something to show, and by `npm run seed` in any number. They are flagged fictional, cannot
// log in (no password) and have addresses on a reserved domain, by which they are found again
// (to number new ones after them, or to delete them all with --reset).
import { count, like, sql } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Db } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { conversations, creditLedger, messages, users } from '../../db/schema'
import { runScript } from '../../db/script'
import {
  ageBandOf,
  persona,
  personaFile,
  poolSizeFor,
  renderPool,
  type AgeBand,
  type Persona,
} from './avatar-pool'
import { DEMO_EMAIL_DOMAIN, generateMember, type DemoMember } from './demo-member'
import { insertBatch, type MemberWithPhotos } from './insert-members'
import { demoCountries } from './places'
import type { MediaStore } from '../media/storage/media-store'
import type { Site } from '../sites/site-schema'

export interface DemoSeedOptions {
  count: number
  /** The media store the avatars are drawn into. */
  media: MediaStore
  /** The site the members belong to and whose countries they live in. */
  siteId: string
  countries: readonly string[]
  now?: Date
  batchSize?: number
  onProgress?: (done: number, total: number) => void
  /** Avatars already being drawn (startDemoSeed); the seed draws whatever is still missing. */
  rendering?: Promise<unknown>
}

export interface DemoSeedResult {
  created: number
  /** Avatar files drawn (0 when the pool was on disk already). */
  rendered: number
  ms: number
}

const DEMO_EMAIL_PATTERN = `demo-%@${DEMO_EMAIL_DOMAIN}`

/**
 * Seeds `count` demo members when the database has no account at all; answers null when it
 * has (or another process sharing the PostgreSQL server is seeding it right now).
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: DemoSeedOptions,
): Promise<DemoSeedResult | null> {
  if (options.count === 0) return null
  const anyone = await db.select({ id: users.id }).from(users).limit(1)
  if (anyone.length > 0) return null
  try {
    return await addDemoMembers(db, options)
  } catch (error) {
    // Two servers starting together on one empty PostgreSQL: the second one's first batch
    // collides with the first one's addresses and leaves the seeding to it.
    if (isUniqueViolation(error, 'users_email_active_unique')) return null
    throw error
  }
}

/**
 * The server's demo seed, started before the database opens: creating a fresh embedded
 * database takes seconds of one core, so the avatars render meanwhile on the others. Only a
 * fresh embedded database (no DATA_DIR/pg yet) starts that early; `seedIfEmpty` decides.
 */
export function startDemoSeed(
  config: {
    SEED_DEMO: boolean
    SEED_DEMO_MEMBERS: number
    DATA_DIR: string
    DATABASE_URL?: string | undefined
  },
  site: Pick<Site, 'id' | 'countries'>,
  media: MediaStore,
): { seedIfEmpty(db: Db): Promise<DemoSeedResult | null> } {
  const count = config.SEED_DEMO ? config.SEED_DEMO_MEMBERS : 0
  const fresh =
    count > 0 && config.DATABASE_URL === undefined && !existsSync(path.join(config.DATA_DIR, 'pg'))
  const early = fresh ? renderPool(media, poolSizeFor(count)) : undefined
  // Observed at once: a failure surfaces through seedIfEmpty, never as an unhandled rejection.
  early?.catch(() => undefined)
  return {
    seedIfEmpty: (db) =>
      seedDemoIfEmpty(db, {
        count,
        media,
        siteId: site.id,
        countries: site.countries,
        ...(early === undefined ? {} : { rendering: early }),
      }),
  }
}

/** Adds `count` demo members after the existing ones (numbering continues). */
export async function addDemoMembers(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const started = performance.now()
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? 1000
  const countries = demoCountries(options.countries)
  if (countries.length === 0) {
    throw new Error(`no demo data for any of the countries ${options.countries.join(', ')}`)
  }
  const first = (await lastDemoNumber(db)) + 1
  const poolSize = poolSizeFor(first - 1 + options.count)
  const personas = personasByLook(poolSize)

  // The avatars render in libvips' threads while the inserts run; the rows only name files.
  const rendering = (options.rendering ?? Promise.resolve()).then(() =>
    renderPool(options.media, poolSize),
  )
  try {
    for (let done = 0; done < options.count; done += batchSize) {
      const size = Math.min(batchSize, options.count - done)
      const members = Array.from({ length: size }, (_, i) =>
        generateMember(first + done + i, countries, now),
      )
      await insertBatch(db, options.siteId, withPhotos(members, personas, first + done, now))
      options.onProgress?.(done + size, options.count)
    }
  } finally {
    // Never leave the renders running unobserved (an insert failure still waits for them).
    await rendering.catch(() => undefined)
  }
  const rendered = await rendering
  // Fresh statistics, so the planner knows how large the tables now are.
  await db.execute(sql`analyze users, profiles, images`)
  return { created: options.count, rendered, ms: Math.round(performance.now() - started) }
}

/**
 * Deletes every demo member; answers how many. Their photos, likes, sessions and events go
 * with them; so do their conversations, and their own credit rows (demo accounts hold no real
 * money). A real member's debit for a message to a demo member stays, without its message.
 * Accounts are otherwise never removed (deleting one keeps its row): this is the one place.
 */
export async function deleteDemoMembers(db: Db): Promise<number> {
  const demo = sql`(select ${users.id} from ${users} where ${users.fictional} and ${like(users.email, DEMO_EMAIL_PATTERN)})`
  const withDemo = sql`(select ${conversations.id} from ${conversations} where ${conversations.memberLow} in ${demo} or ${conversations.memberHigh} in ${demo})`
  const [, , , deleted] = await runScript<[unknown[], unknown[], unknown[], unknown[]]>(db, [
    sql`update ${creditLedger} set ${sql.identifier(creditLedger.messageId.name)} = null
        where ${creditLedger.messageId} in (select ${messages.id} from ${messages} where ${messages.conversationId} in ${withDemo})`,
    sql`delete from ${conversations} where ${conversations.id} in ${withDemo}`,
    sql`delete from ${creditLedger} where ${creditLedger.memberId} in ${demo}`,
    sql`delete from ${users} where ${users.id} in ${demo} returning ${users.id}`,
  ])
  return deleted.length
}

export async function countDemoMembers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.fictional} and ${like(users.email, DEMO_EMAIL_PATTERN)}`)
  return row?.n ?? 0
}

async function lastDemoNumber(db: Db): Promise<number> {
  const [row] = await db
    .select({
      last: sql<number | null>`max(substring(${users.email} from '^demo-([0-9]+)@')::int)`,
    })
    .from(users)
    .where(like(users.email, DEMO_EMAIL_PATTERN))
  return row?.last ?? 0
}

type PersonaPools = ReadonlyMap<string, readonly Persona[]>

const lookKey = (gender: DemoMember['gender'], band: AgeBand) => `${gender}:${band}`

/** The pool's personas per gender and age band (poolSizeFor is at least 12: never empty). */
function personasByLook(size: number): PersonaPools {
  const pools = new Map<string, Persona[]>()
  for (let index = 0; index < size; index++) {
    const p = persona(index)
    const key = lookKey(p.gender, p.band)
    const pool = pools.get(key)
    if (pool === undefined) pools.set(key, [p])
    else pool.push(p)
  }
  return pools
}

/** Whole years from a YYYY-MM-DD birth date to `now`. */
function ageOn(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number)
  const age = now.getUTCFullYear() - year
  const before =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)
  return before ? age - 1 : age
}

/**
 * Gives each member a persona of their gender and age band: its first variant as the main photo, the
 * others as extra photos. Within a batch the personas go round in order of last activity,
 * so the newest-first search pages rarely show one face twice.
 */
function withPhotos(
  members: readonly DemoMember[],
  personas: PersonaPools,
  firstNumber: number,
  now: Date,
): MemberWithPhotos[] {
  const chosen = new Map<DemoMember, Persona>()
  const byLook = new Map<string, DemoMember[]>()
  for (const member of members) {
    const key = lookKey(member.gender, ageBandOf(ageOn(member.dateOfBirth, now)))
    const group = byLook.get(key)
    if (group === undefined) byLook.set(key, [member])
    else group.push(member)
  }
  for (const [key, group] of byLook) {
    const pool = personas.get(key) ?? []
    group
      .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
      .forEach((member, rank) => {
        const p = pool[(firstNumber + rank) % pool.length]
        if (p !== undefined) chosen.set(member, p)
      })
  }
  return members.map((member) => {
    const p = chosen.get(member)
    if (p === undefined) throw new Error(`no persona for demo member ${member.number}`)
    return {
      member,
      photos: Array.from({ length: 1 + member.extraPhotos }, (_, variant) =>
        personaFile(p, variant),
      ),
    }
  })
}
