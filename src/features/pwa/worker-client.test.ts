import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServiceWorker } from './test-worker'
import { onWorkerMessage, postToWorker } from './worker-client'
import { captureWorkerMessages } from './worker-inbox'

let remove = () => undefined as unknown
afterEach(() => remove())

describe('the worker message client', () => {
  it('sends a typed message to the active worker', async () => {
    const worker = fakeServiceWorker()
    remove = worker.remove
    await expect(postToWorker({ type: 'BADGE', count: 3 })).resolves.toBe(true)
    expect(worker.sent).toEqual([{ type: 'BADGE', count: 3 }])
  })

  it('answers false when no worker is active or there is no support', async () => {
    remove = fakeServiceWorker({ active: false }).remove
    await expect(postToWorker({ type: 'SESSION_ENDED' })).resolves.toBe(false)
    remove()
    await expect(postToWorker({ type: 'SESSION_ENDED' })).resolves.toBe(false)
  })

  it('hands on well-formed worker messages only, until stopped', () => {
    const worker = fakeServiceWorker()
    remove = worker.remove
    const handler = vi.fn()
    const stop = onWorkerMessage(handler)
    worker.deliver({ type: 'NEW_PUSH_CLICK', url: '/likes' })
    worker.deliver({ type: 'NEW_PUSH_CLICK', url: 'https://evil.example/' })
    worker.deliver('NEW_PUSH_MESSAGE')
    stop()
    worker.deliver({ type: 'NEW_PUSH_CLICK', url: '/chats' })
    expect(handler.mock.calls).toEqual([[{ type: 'NEW_PUSH_CLICK', url: '/likes' }]])
  })

  it('hands on what came while the PWA chunk loaded (a tap on a notification at start), once', () => {
    const worker = fakeServiceWorker()
    remove = worker.remove
    captureWorkerMessages()
    worker.deliver({ type: 'NEW_PUSH_CLICK', url: '/chats/15' })
    worker.deliver('not a message')
    const handler = vi.fn()
    const stop = onWorkerMessage(handler)
    worker.deliver({ type: 'NEW_PUSH_CLICK', url: '/likes' })
    stop()
    expect(handler.mock.calls).toEqual([
      [{ type: 'NEW_PUSH_CLICK', url: '/chats/15' }],
      [{ type: 'NEW_PUSH_CLICK', url: '/likes' }],
    ])
    const later = vi.fn()
    onWorkerMessage(later)()
    expect(later).not.toHaveBeenCalled()
  })
})
