// A partner's webcam feed (partners.cams_feed = an https URL): fetched with a 5 s timeout,
// kept in memory for 5 minutes, its fields mapped onto the contract's Cam. Feeds differ in
// naming, so the usual names are accepted (account/username/id, image/avatar/thumbnail…) and
// entries that still do not fit are dropped. A failure is logged and answers no cams — search
// results then show no cam tiles, never an error — and is remembered for a minute so a dead
// feed is not asked on every search.
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Cam } from '../../../src/contract/partners'

/** Only a failure is logged. */
export type CamFeedLog = Pick<FastifyBaseLogger, 'warn'>

export const FEED_TIMEOUT_MS = 5_000
export const FEED_TTL_MS = 5 * 60_000
const FAILURE_TTL_MS = 60_000
/** Larger answers are not a cam list this app could show. */
const MAX_FEED_BYTES = 2_000_000

const text = z.union([z.string(), z.number()]).transform(String)
const feedCamSchema = z
  .object({
    account: text.optional(),
    username: text.optional(),
    id: text.optional(),
    name: z.string().optional(),
    nickname: z.string().optional(),
    display_name: z.string().optional(),
    age: z.coerce.number().int().min(18).max(120).optional().catch(undefined),
    gender: z.string().optional(),
    image: z.string().optional(),
    avatar: z.string().optional(),
    thumbnail: z.string().optional(),
    image_url: z.string().optional(),
    online: z.boolean().optional(),
    is_online: z.boolean().optional(),
    live: z.boolean().optional(),
  })
  .transform((raw): Cam | null => {
    const account = (raw.account ?? raw.username ?? raw.id ?? '').trim()
    const image = [raw.image, raw.image_url, raw.avatar, raw.thumbnail].find(isHttpsUrl)
    if (account === '' || account.length > 100 || image === undefined) return null
    return {
      account,
      name: (raw.name ?? raw.nickname ?? raw.display_name ?? account).slice(0, 100),
      age: raw.age ?? null,
      gender: genderOf(raw.gender),
      image,
      online: raw.online ?? raw.is_online ?? raw.live ?? true,
    }
  })

/** The feed's answer: a list, or an object holding the list under a usual name. */
export function camsOfFeed(json: unknown): Cam[] {
  const list = Array.isArray(json) ? json : listIn(json)
  return list.flatMap((item) => {
    const parsed = feedCamSchema.safeParse(item)
    return parsed.success && parsed.data !== null ? [parsed.data] : []
  })
}

function listIn(json: unknown): unknown[] {
  if (typeof json !== 'object' || json === null) return []
  for (const key of ['cams', 'data', 'models', 'results', 'items']) {
    const value = (json as Record<string, unknown>)[key]
    if (Array.isArray(value)) return value as unknown[]
  }
  return []
}

function genderOf(value: string | undefined): Cam['gender'] {
  const lower = value?.trim().toLowerCase()
  if (lower === 'female' || lower === 'f' || lower === 'woman' || lower === 'w') return 'female'
  if (lower === 'male' || lower === 'm' || lower === 'man') return 'male'
  return null
}

function isHttpsUrl(value: string | undefined): value is string {
  if (value === undefined) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

interface Entry {
  cams: Cam[]
  until: number
}

const cache = new Map<string, Entry>()
const pending = new Map<string, Promise<Cam[]>>()

/** Forgets every fetched feed (tests). */
export function forgetRemoteCams(): void {
  cache.clear()
}

export function remoteCams(
  url: string,
  log: CamFeedLog,
  fetcher: typeof fetch = fetch,
  now = Date.now(),
): Promise<Cam[]> {
  const entry = cache.get(url)
  if (entry !== undefined && entry.until > now) return Promise.resolve(entry.cams)
  // Searches arriving while the feed loads share the one request.
  let load = pending.get(url)
  if (load === undefined) {
    load = fetchFeed(url, log, fetcher, now).finally(() => pending.delete(url))
    pending.set(url, load)
  }
  return load
}

async function fetchFeed(
  url: string,
  log: CamFeedLog,
  fetcher: typeof fetch,
  now: number,
): Promise<Cam[]> {
  try {
    const response = await fetcher(url, {
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      redirect: 'error',
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = await response.text()
    if (body.length > MAX_FEED_BYTES) throw new Error(`answer of ${body.length} bytes`)
    const cams = camsOfFeed(JSON.parse(body))
    cache.set(url, { cams, until: now + FEED_TTL_MS })
    return cams
  } catch (error) {
    log.warn({ err: error, feed: url }, 'cam feed failed; answering no cams')
    cache.set(url, { cams: [], until: now + FAILURE_TTL_MS })
    return []
  }
}
