import { describe, expect, it, vi } from 'vitest'
import { onSubscriptionChange, type SubscriptionLike } from './subscription-change'

const key = new Uint8Array([4, 1, 2, 3]).buffer

function subscription(endpoint: string): SubscriptionLike {
  return {
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `p-${endpoint}`, auth: 'a' },
    }),
  }
}

function setUp(status = 204) {
  const calls: Array<{ url: string; method: string; body: unknown }> = []
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: JSON.parse(init.body as string) })
    return Promise.resolve(new Response(null, { status }))
  })
  const subscribe = vi.fn(() => Promise.resolve(subscription('https://push.example/new')))
  return { calls, subscribe, deps: { fetch, pushManager: { subscribe }, host: 'klik.example' } }
}

describe('onSubscriptionChange', () => {
  it('subscribes again with the old key when the browser gave no new subscription, registers it and forgets the old', async () => {
    const { calls, subscribe, deps } = setUp()
    await onSubscriptionChange(
      { oldSubscription: subscription('https://push.example/old'), newSubscription: null },
      deps,
    )
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key })
    expect(calls).toEqual([
      {
        url: '/api/user.php?push=1',
        method: 'POST',
        body: {
          subscription: {
            endpoint: 'https://push.example/new',
            expirationTime: null,
            keys: { p256dh: 'p-https://push.example/new', auth: 'a' },
          },
        },
      },
      {
        url: '/api/user.php?push=1',
        method: 'DELETE',
        body: { endpoint: 'https://push.example/old' },
      },
    ])
  })

  it('registers the new subscription the browser made, and stops when nobody is logged in', async () => {
    const { calls, subscribe, deps } = setUp(403)
    await onSubscriptionChange(
      {
        oldSubscription: subscription('https://push.example/old'),
        newSubscription: subscription('https://push.example/given'),
      },
      deps,
    )
    expect(subscribe).not.toHaveBeenCalled()
    expect(calls.map((call) => call.method)).toEqual(['POST'])
  })

  it('does nothing without a key to subscribe with', async () => {
    const { calls, subscribe, deps } = setUp()
    await onSubscriptionChange({ oldSubscription: null, newSubscription: null }, deps)
    expect(subscribe).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })
})
