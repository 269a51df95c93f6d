import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeWatch } from '../test/fake-watch'
import { store } from '../lib/store'
import { claimFirstAnswer, firstAnswersAtom } from './first-answers'
import { lastEventKey } from './live-cursor'
import { HIDDEN_CLOSE_MS, liveChannel, onLive, startLive } from './live'

/** An EventSource the test drives: it records its URL and dispatches what the test says. */
class FakeSource extends EventTarget {
  static made: FakeSource[] = []
  readyState = 0
  closed = false
  constructor(readonly url: string) {
    super()
    FakeSource.made.push(this)
  }
  emit(type: string, data: unknown, id = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }))
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0
    this.dispatchEvent(new Event('error'))
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
}

const MEMBER = { id: 7, pushSubscribed: false }
let stop: () => void = () => undefined
const open = (url: string) => new FakeSource(url) as unknown as EventSource

beforeEach(() => {
  FakeSource.made = []
  localStorage.clear()
  vi.stubGlobal('EventSource', { CONNECTING: 0, OPEN: 1, CLOSED: 2 })
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the live channel', () => {
  it('opens for a member, hands each event to its handlers and remembers the last id', () => {
    const messages: unknown[] = []
    const off = onLive('like', (data) => messages.push(data))
    stop = startLive(fakeWatch(MEMBER).watch, { open })
    const source = FakeSource.made[0]
    expect(source?.url).toBe('/api/events.php')
    expect(liveChannel.state()).toBe('connecting')
    source?.emit('ready', { last_event_id: 4 }, '4')
    expect(liveChannel.isOpen()).toBe(true)
    source?.emit('like', { profile: 42 }, '5')
    expect(messages).toEqual([{ profile: 42 }])
    expect(localStorage.getItem(lastEventKey(7))).toBe('5')
    off()
  })

  it('makes the page’s first answers untaken after an event that happened (they may not show it)', () => {
    const answers = { chats: [], likes: [], notifications: [] }
    store.set(firstAnswersAtom, answers)
    expect(claimFirstAnswer(answers, 'chats')).toBe(true)
    stop = startLive(fakeWatch(MEMBER).watch, { open })
    const source = FakeSource.made[0]
    // Where the channel resumes: nothing has happened yet.
    source?.emit('ready', { last_event_id: 4 }, '4')
    expect(claimFirstAnswer(answers, 'likes')).toBe(true)
    source?.emit('like', { profile: 42 }, '5')
    expect(claimFirstAnswer(answers, 'notifications')).toBe(false)
  })

  it('resumes a reload from the remembered id, and skips an event out of contract', () => {
    localStorage.setItem(lastEventKey(7), '12')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: unknown[] = []
    const off = onLive('balance', (data) => seen.push(data))
    stop = startLive(fakeWatch(MEMBER).watch, { open })
    const source = FakeSource.made[0]
    expect(source?.url).toBe('/api/events.php?last_event_id=12')
    source?.emit('balance', { balance: 'lots' }, '13')
    source?.emit('balance', { balance: 30 }, '14')
    expect(seen).toEqual([{ balance: 30 }])
    off()
  })

  it('is down while the browser reconnects, and opens again itself when the browser gave up', () => {
    vi.useFakeTimers()
    stop = startLive(fakeWatch(MEMBER).watch, { open })
    const first = FakeSource.made[0]
    first?.emit('ready', { last_event_id: 0 }, '0')
    first?.fail(false)
    expect(liveChannel.state()).toBe('down')
    expect(FakeSource.made).toHaveLength(1)
    first?.fail(true)
    vi.advanceTimersByTime(5_000)
    expect(FakeSource.made).toHaveLength(2)
  })

  it('backs off itself when a stream never opens or fails again, not at the browser’s pace', () => {
    vi.useFakeTimers()
    stop = startLive(fakeWatch(MEMBER).watch, { open })
    // blocked (a proxy): the browser would retry every 3 s; we wait 5 s, then 10 s
    FakeSource.made[0]?.fail(false)
    expect(FakeSource.made[0]?.closed).toBe(true)
    vi.advanceTimersByTime(4_999)
    expect(FakeSource.made).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSource.made).toHaveLength(2)
    FakeSource.made[1]?.fail(false)
    vi.advanceTimersByTime(9_999)
    expect(FakeSource.made).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSource.made).toHaveLength(3)
    // a stream that was ready gets the browser's one quick resume; failing again, our backoff
    const third = FakeSource.made[2]
    third?.emit('ready', { last_event_id: 0 }, '0')
    third?.fail(false)
    expect(third?.closed).toBe(false)
    third?.fail(false)
    expect(third?.closed).toBe(true)
    vi.advanceTimersByTime(5_000)
    expect(FakeSource.made).toHaveLength(4)
  })

  it('closes when the member goes and after a minute hidden; shown again, it reconnects', () => {
    vi.useFakeTimers()
    const { watch, set } = fakeWatch(MEMBER)
    stop = startLive(watch, { open })
    const visibility = vi.spyOn(document, 'visibilityState', 'get')
    visibility.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS)
    expect(FakeSource.made[0]?.closed).toBe(true)
    expect(liveChannel.state()).toBe('off')
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(FakeSource.made).toHaveLength(2)
    set(null)
    expect(FakeSource.made[1]?.closed).toBe(true)
    expect(liveChannel.state()).toBe('off')
  })

  it('opens the channel anew when shown after a short hide (the server stops pushing again)', () => {
    vi.useFakeTimers()
    const { watch } = fakeWatch(MEMBER)
    stop = startLive(watch, { open })
    const visibility = vi.spyOn(document, 'visibilityState', 'get')
    visibility.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(5_000)
    expect(FakeSource.made[0]?.closed).toBe(false)
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(FakeSource.made[0]?.closed).toBe(true)
    expect(FakeSource.made).toHaveLength(2)
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS)
    expect(FakeSource.made[1]?.closed).toBe(false)
  })
})
