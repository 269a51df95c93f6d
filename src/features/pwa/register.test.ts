// A browser that refuses the service worker (a private window, a locked-down profile, a test
// browser with workers blocked): the app runs on, without an unhandled rejection.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './register'

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))
    }
  },
}))

afterEach(() => vi.unstubAllGlobals())

describe('registerServiceWorker', () => {
  it('answers without a worker when the browser refuses one', async () => {
    const ready = vi.fn()
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        get ready() {
          ready()
          return new Promise(() => {})
        },
      },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(registerServiceWorker(() => {})).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('No service worker in this browser', expect.any(DOMException))
    // Nothing waits for a worker that will never be ready.
    expect(ready).not.toHaveBeenCalled()
  })
})
