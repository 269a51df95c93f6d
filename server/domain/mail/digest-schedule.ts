// When a digest mail goes (pure; domain/mail/digest.ts applies it). Per topic (messages, likes)
// the member chose 'immediately', 'daily' or 'never':
//   - immediately: what is pending goes at the job's run, DIGEST_DELAY_MS after the first of a
//     burst (the job collects everything that came meanwhile);
//   - daily: at DIGEST_HOUR local time, the first such hour after the oldest pending item, and
//     never twice on one local day (a daily digest already sent moves it to the next day's).
// When a daily digest goes, it takes what is pending of every topic not 'never'; an immediate
// mail takes only its immediate topics, and daily ones keep waiting for their hour.
import type { MailTopic } from '../../../src/contract/unsubscribe'
import type { MailFrequency } from '../../db/schema'

export const DIGEST_DELAY_MS = 15 * 60_000
export const DIGEST_HOUR = 9
/** For a member whose zone is unknown (signup stores UTC then): the sites' home. */
export const DEFAULT_DIGEST_TIME_ZONE = 'Europe/Amsterdam'

/** The zone a member's daily digest keeps: theirs, unless it is unknown ('UTC') or invalid. */
export function digestTimeZone(memberZone: string): string {
  if (memberZone === 'UTC' || memberZone === '') return DEFAULT_DIGEST_TIME_ZONE
  try {
    return new Intl.DateTimeFormat('en', { timeZone: memberZone }).resolvedOptions().timeZone
  } catch {
    return DEFAULT_DIGEST_TIME_ZONE
  }
}

interface LocalDate {
  year: number
  month: number
  day: number
}

function wallClock(at: Date, zone: string): LocalDate & { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

/** The zone's offset from UTC at `at`, in ms (Amsterdam in summer: +2 h). */
function offsetMs(at: Date, zone: string): number {
  const local = wallClock(at, zone)
  const seconds = at.getUTCSeconds() * 1000 + at.getUTCMilliseconds()
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute)
  return asUtc + seconds - at.getTime()
}

/** The instant the zone's clocks show `hour`:00 on `date`. */
export function zonedTime(date: LocalDate, hour: number, zone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour)
  // The offset at a first guess, then at the result: right on both sides of a DST change.
  const guess = new Date(wall - offsetMs(new Date(wall), zone))
  return new Date(wall - offsetMs(guess, zone))
}

/** The first DIGEST_HOUR o'clock in `zone` after `after`. */
export function nextDigestHour(after: Date, zone: string): Date {
  const local = wallClock(after, zone)
  const today = zonedTime(local, DIGEST_HOUR, zone)
  if (today.getTime() > after.getTime()) return today
  const tomorrow = new Date(Date.UTC(local.year, local.month - 1, local.day + 1))
  return zonedTime(
    {
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
    },
    DIGEST_HOUR,
    zone,
  )
}

/** When a daily digest of what is pending since `since` may go. */
export function dailyDigestAt(since: Date, lastDaily: Date | null, zone: string): Date {
  const at = nextDigestHour(since, zone)
  if (lastDaily === null) return at
  const next = nextDigestHour(lastDaily, zone)
  return next > at ? next : at
}

export interface DigestState {
  now: Date
  choices: Record<MailTopic, MailFrequency>
  /** The oldest pending (unread, unmailed) item per topic; null when none is. */
  since: Record<MailTopic, Date | null>
  /** When the last daily digest went. */
  lastDaily: Date | null
  zone: string
}

export interface DigestPlan {
  /** The topics this run mails (none: no mail). */
  topics: MailTopic[]
  /** A daily digest goes: it counts as the day's one. */
  daily: boolean
  /** When to look again for what still waits (a daily topic's hour); null: nothing waits. */
  nextAt: Date | null
}

const TOPICS: readonly MailTopic[] = ['messages', 'likes']

export function planDigest(state: DigestState): DigestPlan {
  const pending = TOPICS.filter(
    (topic) => state.since[topic] !== null && state.choices[topic] !== 'never',
  )
  const dailyAt = new Map<MailTopic, Date>()
  for (const topic of pending) {
    const since = state.since[topic]
    if (state.choices[topic] === 'daily' && since !== null) {
      dailyAt.set(topic, dailyDigestAt(since, state.lastDaily, state.zone))
    }
  }
  const daily = [...dailyAt.values()].some((at) => at <= state.now)
  if (daily) return { topics: pending, daily: true, nextAt: null }
  const topics = pending.filter((topic) => state.choices[topic] === 'immediately')
  const waiting = [...dailyAt.values()].map((at) => at.getTime())
  return {
    topics,
    daily: false,
    nextAt: waiting.length === 0 ? null : new Date(Math.min(...waiting)),
  }
}
