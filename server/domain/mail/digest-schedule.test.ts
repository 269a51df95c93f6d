import { describe, expect, it } from 'vitest'
import {
  dailyDigestAt,
  digestTimeZone,
  nextDigestHour,
  planDigest,
  type DigestState,
} from './digest-schedule'

const AMS = 'Europe/Amsterdam'
const at = (iso: string) => new Date(iso)

describe('nextDigestHour', () => {
  it('is 09:00 local the same day before nine, the next day from nine on', () => {
    // Winter: Amsterdam is UTC+1.
    expect(nextDigestHour(at('2026-01-15T05:00:00Z'), AMS)).toEqual(at('2026-01-15T08:00:00Z'))
    expect(nextDigestHour(at('2026-01-15T08:00:00Z'), AMS)).toEqual(at('2026-01-16T08:00:00Z'))
    expect(nextDigestHour(at('2026-01-15T22:30:00Z'), AMS)).toEqual(at('2026-01-16T08:00:00Z'))
    // Summer: UTC+2.
    expect(nextDigestHour(at('2026-07-01T12:00:00Z'), AMS)).toEqual(at('2026-07-02T07:00:00Z'))
  })

  it('keeps 09:00 across a DST change and a month end', () => {
    // The night the clocks go forward (29 March 2026, 02:00 → 03:00).
    expect(nextDigestHour(at('2026-03-28T20:00:00Z'), AMS)).toEqual(at('2026-03-29T07:00:00Z'))
    // And back (25 October 2026).
    expect(nextDigestHour(at('2026-10-24T20:00:00Z'), AMS)).toEqual(at('2026-10-25T08:00:00Z'))
    expect(nextDigestHour(at('2026-12-31T12:00:00Z'), AMS)).toEqual(at('2027-01-01T08:00:00Z'))
  })

  it('works in a zone far from Amsterdam', () => {
    expect(nextDigestHour(at('2026-01-15T12:00:00Z'), 'America/New_York')).toEqual(
      at('2026-01-15T14:00:00Z'),
    )
    expect(nextDigestHour(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toEqual(
      at('2026-01-16T03:30:00Z'),
    )
  })
})

describe('digestTimeZone', () => {
  it("keeps the member's zone; an unknown one (UTC at signup) or a bad one is Amsterdam", () => {
    expect(digestTimeZone('Europe/Warsaw')).toBe('Europe/Warsaw')
    expect(digestTimeZone('UTC')).toBe(AMS)
    expect(digestTimeZone('Mars/Olympus')).toBe(AMS)
  })
})

describe('dailyDigestAt', () => {
  it('is the first nine after the oldest item, and not on a day that had one', () => {
    const since = at('2026-01-15T10:00:00Z')
    expect(dailyDigestAt(since, null, AMS)).toEqual(at('2026-01-16T08:00:00Z'))
    // One went this morning: tomorrow's, even for something from before it.
    expect(dailyDigestAt(at('2026-01-15T06:00:00Z'), at('2026-01-15T08:05:00Z'), AMS)).toEqual(
      at('2026-01-16T08:00:00Z'),
    )
    // One went days ago: no effect.
    expect(dailyDigestAt(since, at('2026-01-10T08:00:00Z'), AMS)).toEqual(
      at('2026-01-16T08:00:00Z'),
    )
  })
})

describe('planDigest', () => {
  const state = (overrides: Partial<DigestState>): DigestState => ({
    now: at('2026-01-15T10:00:00Z'),
    choices: { messages: 'daily', likes: 'daily' },
    since: { messages: null, likes: null },
    lastDaily: null,
    zone: AMS,
    ...overrides,
  })

  it('mails immediate topics at once and leaves daily ones for their hour', () => {
    expect(
      planDigest(
        state({
          choices: { messages: 'immediately', likes: 'daily' },
          since: { messages: at('2026-01-15T09:40:00Z'), likes: at('2026-01-15T09:00:00Z') },
        }),
      ),
    ).toEqual({ topics: ['messages'], daily: false, nextAt: at('2026-01-16T08:00:00Z') })
  })

  it('takes every pending topic but never ones with the daily digest', () => {
    expect(
      planDigest(
        state({
          choices: { messages: 'daily', likes: 'immediately' },
          since: { messages: at('2026-01-14T20:00:00Z'), likes: at('2026-01-15T09:59:00Z') },
        }),
      ),
    ).toEqual({ topics: ['messages', 'likes'], daily: true, nextAt: null })
    expect(
      planDigest(
        state({
          choices: { messages: 'daily', likes: 'never' },
          since: { messages: at('2026-01-14T20:00:00Z'), likes: at('2026-01-14T20:00:00Z') },
        }),
      ),
    ).toEqual({ topics: ['messages'], daily: true, nextAt: null })
  })

  it('has nothing to do without pending items or with mail off', () => {
    expect(planDigest(state({}))).toEqual({ topics: [], daily: false, nextAt: null })
    expect(
      planDigest(
        state({
          choices: { messages: 'never', likes: 'never' },
          since: { messages: at('2026-01-14T20:00:00Z'), likes: at('2026-01-14T20:00:00Z') },
        }),
      ),
    ).toEqual({ topics: [], daily: false, nextAt: null })
  })
})
