import { afterEach, describe, expect, it, vi } from 'vitest'
import { NO_PUSH, NO_PUSH_PORT, pushPort, registerPushPort, type PushPort } from './push'

afterEach(() => registerPushPort(NO_PUSH_PORT))

describe('the push port', () => {
  it('offers nothing until a feature registers the browser side', async () => {
    // Another file of this worker may have registered one (test files share modules).
    registerPushPort(NO_PUSH_PORT)
    await expect(pushPort().offered('BKey', false)).resolves.toBe(false)
    await expect(pushPort().subscribe('BKey')).resolves.toBeNull()
    await expect(pushPort().support()).resolves.toEqual(NO_PUSH)
  })

  it('hands out the registered implementation', async () => {
    const offered = vi.fn(() => Promise.resolve(true))
    const port: PushPort = {
      offered,
      subscribe: vi.fn(() => Promise.resolve('denied' as const)),
      unsubscribe: vi.fn(() => Promise.resolve()),
      support: vi.fn(() => Promise.resolve(NO_PUSH)),
    }
    registerPushPort(port)
    await expect(pushPort().offered('BKey', false)).resolves.toBe(true)
    expect(offered).toHaveBeenCalledWith('BKey', false)
  })
})
