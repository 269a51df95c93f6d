import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { LOCAL_KEYS, SESSION_KEYS } from '../../lib/storage-keys'
import { noteEngagement } from '../../session/engagement'
import { captureInstallEvents, installOfferAtom, keptInstallEvent } from './install-capture'
import {
  acceptInstall,
  declineInstall,
  recordFirstVisit,
  startInstallPrompt,
} from './install-prompt'
import { NOT_NOW_MS } from './install-rules'

const DAY = 24 * 60 * 60 * 1000

/** A synthetic `beforeinstallprompt`, as Chromium sends it, answered with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(() => Promise.resolve())
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) })
  window.dispatchEvent(event)
  return { event, prompt }
}

function aLaterVisit() {
  localStorage.setItem(LOCAL_KEYS.firstVisit, String(Date.now() - 2 * DAY))
}

let stop: () => void = () => undefined

beforeAll(() => captureInstallEvents())

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

afterEach(() => {
  stop()
  keptInstallEvent(true)
  store.set(installOfferAtom, null)
})

describe('recordFirstVisit', () => {
  it('records the first visit as this tab’s', () => {
    expect(recordFirstVisit(1000)).toEqual({ at: 1000, here: true })
    expect(localStorage.getItem(LOCAL_KEYS.firstVisit)).toBe('1000')
    expect(recordFirstVisit(5000)).toEqual({ at: 1000, here: true })
  })
  it('knows a visit from another tab', () => {
    recordFirstVisit(1000)
    sessionStorage.removeItem(SESSION_KEYS.firstVisitHere)
    expect(recordFirstVisit(5000)).toEqual({ at: 1000, here: false })
  })
})

describe('startInstallPrompt', () => {
  it('keeps the browser’s prompt from showing by itself', () => {
    const { event } = offerInstall()
    expect(event.defaultPrevented).toBe(true)
  })

  it('offers nothing during the first visit, even after a like', () => {
    stop = startInstallPrompt()
    offerInstall()
    noteEngagement('like')
    expect(store.get(installOfferAtom)).toBeNull()
  })

  it('offers the install after a like or a message on a later visit', () => {
    aLaterVisit()
    stop = startInstallPrompt()
    offerInstall()
    expect(store.get(installOfferAtom)).toBeNull()
    noteEngagement('message')
    expect(store.get(installOfferAtom)).toBe('prompt')
  })

  it('offers when the browser’s event comes after the like', () => {
    aLaterVisit()
    stop = startInstallPrompt()
    noteEngagement('like')
    expect(store.get(installOfferAtom)).toBeNull()
    offerInstall()
    expect(store.get(installOfferAtom)).toBe('prompt')
  })

  it('"not now" hides it for 30 days', () => {
    aLaterVisit()
    stop = startInstallPrompt()
    offerInstall()
    noteEngagement('like')
    declineInstall()
    expect(store.get(installOfferAtom)).toBeNull()
    noteEngagement('like')
    expect(store.get(installOfferAtom)).toBeNull()
    expect(localStorage.getItem(LOCAL_KEYS.installAnswer)).toMatch(/^not-now:\d+$/)

    stop()
    localStorage.setItem(LOCAL_KEYS.installAnswer, `not-now:${Date.now() - NOT_NOW_MS - 1}`)
    stop = startInstallPrompt()
    noteEngagement('like')
    expect(store.get(installOfferAtom)).toBe('prompt')
  })

  it('shows the iPhone guide, without a browser prompt', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    )
    try {
      aLaterVisit()
      stop = startInstallPrompt()
      noteEngagement('like')
      expect(store.get(installOfferAtom)).toBe('ios')
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('offers nothing in the installed app', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    )
    try {
      aLaterVisit()
      stop = startInstallPrompt()
      offerInstall()
      noteEngagement('like')
      expect(store.get(installOfferAtom)).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('the answers', () => {
  it('"Install" shows the browser’s dialog; accepted is never asked again', async () => {
    aLaterVisit()
    stop = startInstallPrompt()
    const { prompt } = offerInstall('accepted')
    noteEngagement('like')
    await acceptInstall()
    expect(prompt).toHaveBeenCalledOnce()
    expect(store.get(installOfferAtom)).toBeNull()
    expect(localStorage.getItem(LOCAL_KEYS.installAnswer)).toBe('installed')
    offerInstall()
    noteEngagement('like')
    expect(store.get(installOfferAtom)).toBeNull()
  })

  it('dismissed in the browser’s dialog counts as "not now"', async () => {
    aLaterVisit()
    stop = startInstallPrompt()
    offerInstall('dismissed')
    noteEngagement('like')
    await acceptInstall()
    expect(localStorage.getItem(LOCAL_KEYS.installAnswer)).toMatch(/^not-now:\d+$/)
  })

  it('an `appinstalled` ends the offer for good', () => {
    aLaterVisit()
    stop = startInstallPrompt()
    offerInstall()
    noteEngagement('like')
    expect(store.get(installOfferAtom)).toBe('prompt')
    window.dispatchEvent(new Event('appinstalled'))
    expect(store.get(installOfferAtom)).toBeNull()
    expect(localStorage.getItem(LOCAL_KEYS.installAnswer)).toBe('installed')
  })
})
