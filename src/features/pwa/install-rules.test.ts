import { describe, expect, it } from 'vitest'
import {
  formatInstallAnswer,
  installOffer,
  isAppleTouchBrowser,
  isFirstVisit,
  isInstalled,
  NOT_NOW_MS,
  notNowHolds,
  parseInstallAnswer,
  type InstallFacts,
} from './install-rules'

const DAY = 24 * 60 * 60 * 1000
// Local times, so "the same day" does not depend on the test machine's time zone.
const NOON = new Date(2025, 4, 14, 12, 0).getTime()
const YESTERDAY = NOON - DAY

const later: InstallFacts = {
  now: NOON,
  canPrompt: true,
  ios: false,
  installed: false,
  answer: { kind: 'none' },
  firstVisit: { at: YESTERDAY, here: false },
  engaged: true,
}

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS Safari asks for desktop pages: the same string as a Mac's.
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.35.91 (iPhone14,5; iOS 17_4; nl_NL)',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 [FBAN/FBIOS;FBAV/456.0.0.41.109]',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
}

describe('installOffer: the moment', () => {
  it('offers the browser prompt after a like or message on a later visit', () => {
    expect(installOffer(later)).toBe('prompt')
  })
  it('waits for a like or a message', () => {
    expect(installOffer({ ...later, engaged: false })).toBeNull()
  })
  it('never offers during the first visit, even after a like', () => {
    expect(installOffer({ ...later, firstVisit: { at: NOON - 60_000, here: true } })).toBeNull()
  })
  it('counts another tab on the same day as a later visit', () => {
    expect(installOffer({ ...later, firstVisit: { at: NOON - 60_000, here: false } })).toBe(
      'prompt',
    )
  })
  it('counts the first tab as a later visit from the next day on', () => {
    expect(installOffer({ ...later, firstVisit: { at: YESTERDAY, here: true } })).toBe('prompt')
  })
  it('treats an unknown first visit (storage blocked) as the first', () => {
    expect(installOffer({ ...later, firstVisit: null })).toBeNull()
  })
  it('offers nothing without a kept prompt outside iOS', () => {
    expect(installOffer({ ...later, canPrompt: false })).toBeNull()
  })
  it('offers the guide on iPhone and iPad, with the same timing', () => {
    const ios = { ...later, canPrompt: false, ios: true }
    expect(installOffer(ios)).toBe('ios')
    expect(installOffer({ ...ios, engaged: false })).toBeNull()
    expect(installOffer({ ...ios, firstVisit: { at: NOON, here: true } })).toBeNull()
  })
})

describe('installOffer: answers and the installed app', () => {
  it('hides for 30 days after "not now", then offers again', () => {
    const notNow = { kind: 'not-now', at: NOON } as const
    expect(installOffer({ ...later, now: NOON + DAY, answer: notNow })).toBeNull()
    expect(installOffer({ ...later, now: NOON + NOT_NOW_MS - 1, answer: notNow })).toBeNull()
    expect(installOffer({ ...later, now: NOON + NOT_NOW_MS, answer: notNow })).toBe('prompt')
  })
  it('applies "not now" to the iOS guide too', () => {
    const ios = { ...later, canPrompt: false, ios: true }
    expect(installOffer({ ...ios, answer: { kind: 'not-now', at: NOON - DAY } })).toBeNull()
  })
  it('never offers again after an install', () => {
    expect(installOffer({ ...later, answer: { kind: 'installed' } })).toBeNull()
  })
  it('never offers inside the installed app', () => {
    expect(installOffer({ ...later, installed: true })).toBeNull()
    expect(installOffer({ ...later, canPrompt: false, ios: true, installed: true })).toBeNull()
  })
})

describe('notNowHolds', () => {
  it('holds for exactly 30 days', () => {
    const answer = { kind: 'not-now', at: NOON } as const
    expect(NOT_NOW_MS).toBe(30 * DAY)
    expect(notNowHolds(answer, NOON + 29 * DAY)).toBe(true)
    expect(notNowHolds(answer, NOON + 30 * DAY)).toBe(false)
  })
  it('holds when the clock was set back', () => {
    expect(notNowHolds({ kind: 'not-now', at: NOON }, NOON - DAY)).toBe(true)
  })
  it('does not hold without a "not now"', () => {
    expect(notNowHolds({ kind: 'none' }, NOON)).toBe(false)
  })
})

describe('isFirstVisit', () => {
  it('is the tab that recorded it, on that day', () => {
    expect(isFirstVisit({ at: NOON, here: true }, NOON + 60_000)).toBe(true)
    expect(isFirstVisit({ at: NOON, here: true }, NOON + DAY)).toBe(false)
    expect(isFirstVisit({ at: NOON, here: false }, NOON + 60_000)).toBe(false)
  })
})

describe('the stored answer', () => {
  it('reads what it wrote', () => {
    for (const answer of [
      { kind: 'installed' },
      { kind: 'not-now', at: NOON },
      { kind: 'none' },
    ] as const) {
      expect(parseInstallAnswer(formatInstallAnswer(answer))).toEqual(answer)
    }
  })
  it('reads anything else as no answer', () => {
    expect(parseInstallAnswer(null)).toEqual({ kind: 'none' })
    expect(parseInstallAnswer('not-now:soon')).toEqual({ kind: 'none' })
    expect(parseInstallAnswer('yes')).toEqual({ kind: 'none' })
  })
})

describe('isInstalled', () => {
  it('is an app display mode, or iOS home-screen app', () => {
    expect(isInstalled(true, undefined)).toBe(true)
    expect(isInstalled(false, true)).toBe(true)
    expect(isInstalled(false, false)).toBe(false)
    expect(isInstalled(false, undefined)).toBe(false)
  })
})

describe('isAppleTouchBrowser', () => {
  it('knows iPhone and iPad', () => {
    expect(isAppleTouchBrowser(UA.iphone, 5)).toBe(true)
    expect(isAppleTouchBrowser(UA.ipad, 5)).toBe(true)
    expect(isAppleTouchBrowser(UA.chromeIos, 5)).toBe(true)
  })
  it('knows an iPad that reports itself as a Mac, by its touch screen', () => {
    expect(isAppleTouchBrowser(UA.mac, 5)).toBe(true)
    expect(isAppleTouchBrowser(UA.mac, 0)).toBe(false)
  })
  it('leaves out in-app browsers, which cannot add to the Home Screen', () => {
    expect(isAppleTouchBrowser(UA.instagram, 5)).toBe(false)
    expect(isAppleTouchBrowser(UA.facebook, 5)).toBe(false)
  })
  it('leaves out Android', () => {
    expect(isAppleTouchBrowser(UA.android, 5)).toBe(false)
  })
})
