import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_HIDDEN_URL, startPageHiddenBeacon } from './page-hidden'

let stop = () => undefined as unknown
afterEach(() => {
  stop()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'sendBeacon')
})

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('the page-hidden beacon', () => {
  it('posts an empty JSON body each time the page becomes hidden, not when it shows', () => {
    const sendBeacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon })
    stop = startPageHiddenBeacon()
    setVisibility('hidden')
    setVisibility('visible')
    setVisibility('hidden')
    expect(sendBeacon.mock.calls).toEqual([
      [PAGE_HIDDEN_URL, '{}'],
      [PAGE_HIDDEN_URL, '{}'],
    ])
    expect(PAGE_HIDDEN_URL).toBe('/api/page-hidden.php')
  })

  it('stops when told, and is quiet without sendBeacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined })
    stop = startPageHiddenBeacon()
    expect(() => setVisibility('hidden')).not.toThrow()
    const sendBeacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon })
    stop()
    setVisibility('hidden')
    expect(sendBeacon).not.toHaveBeenCalled()
  })
})
