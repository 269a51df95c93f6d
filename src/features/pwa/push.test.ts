import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { pushSubscribedAtom } from '../../session/push'
import {
  readPushSupport,
  registerPushAgain,
  subscribeToPush,
  unsubscribePush,
  vapidKeyBytes,
} from './push'

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
const subscription = {
  endpoint: 'https://push.example/abc',
  toJSON: () => ({
    endpoint: 'https://push.example/abc',
    expirationTime: null,
    keys: { p256dh: 'p', auth: 'a' },
  }),
}

/** The subscription as the server is sent it (POST /api/user.php?push=1). */
const SENT_SUBSCRIPTION = {
  subscription: {
    endpoint: 'https://push.example/abc',
    expirationTime: null,
    keys: { p256dh: 'p', auth: 'a' },
  },
}

/** The server's answer to a push registration or its end: 204 without a body. */
function serveNoContent() {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(null, { status: 204 })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The first call's address, method and JSON body. */
function firstCall(fetchMock: ReturnType<typeof serveNoContent>): [string, unknown, unknown] {
  const [url, init] = fetchMock.mock.calls[0] ?? ['', {}]
  return [url, init.method, JSON.parse(init.body as string)]
}

function browser(
  permission: NotificationPermission,
  subscribe = vi.fn(() => Promise.resolve(subscription)),
  current: {
    endpoint: string
    unsubscribe: () => Promise<boolean>
    toJSON?: () => unknown
  } | null = null,
) {
  const registration = {
    pushManager: { subscribe, getSubscription: vi.fn(() => Promise.resolve(current)) },
  }
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: vi.fn(() => Promise.resolve(permission)),
  })
  vi.stubGlobal('PushManager', function PushManager() {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(() => Promise.resolve(registration)),
    },
  })
  return { subscribe }
}

describe('vapidKeyBytes', () => {
  it('decodes the URL-safe base64 key into its 65 bytes', () => {
    const bytes = vapidKeyBytes(KEY)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(0x04)
  })
})

describe('subscribeToPush', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('subscribes with the site key and registers the subscription', async () => {
    const { subscribe } = browser('granted')
    const fetchMock = serveNoContent()
    const result = await subscribeToPush(KEY)
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(KEY),
    })
    expect(firstCall(fetchMock)).toEqual(['/api/user.php?push=1', 'POST', SENT_SUBSCRIPTION])
    expect(result).toMatchObject({ endpoint: 'https://push.example/abc' })
    expect(store.get(pushSubscribedAtom)).toBe(result)
  })

  it('ends with denied when the member refuses, without subscribing', async () => {
    const { subscribe } = browser('denied')
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    expect(await subscribeToPush(KEY)).toBe('denied')
    expect(store.get(pushSubscribedAtom)).toBe('denied')
    expect(subscribe).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('only logs a failed registration and answers null', async () => {
    browser('granted')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await subscribeToPush(KEY)).toBeNull()
    expect(log).toHaveBeenCalled()
  })
})

describe('readPushSupport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reports a capable, unsubscribed browser', async () => {
    browser('default')
    expect(await readPushSupport(10)).toEqual({
      capable: true,
      permission: 'default',
      subscribed: false,
    })
  })

  it('reports no push without PushManager', async () => {
    browser('default')
    vi.stubGlobal('PushManager', undefined)
    Reflect.deleteProperty(window, 'PushManager')
    expect((await readPushSupport(10)).capable).toBe(false)
  })
})

describe('unsubscribePush', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks the server to forget it, ends this browser's subscription and says so in the push state", async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true))
    browser('granted', undefined, { endpoint: 'https://push.example/abc', unsubscribe })
    const fetchMock = serveNoContent()
    store.set(pushSubscribedAtom, null)
    await unsubscribePush()
    expect(firstCall(fetchMock)).toEqual([
      '/api/user.php?push=1',
      'DELETE',
      { endpoint: 'https://push.example/abc' },
    ])
    expect(unsubscribe).toHaveBeenCalledOnce()
    expect(store.get(pushSubscribedAtom)).toBe(false)
  })

  it('ends the subscription here even when the server cannot be told (a logout came first)', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true))
    browser('granted', undefined, { endpoint: 'https://push.example/abc', unsubscribe })
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(Response.json({ error: { code: 'auth.required' } }, { status: 403 })),
      ),
    )
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    await unsubscribePush()
    expect(unsubscribe).toHaveBeenCalledOnce()
  })

  it('is quiet without a subscription', async () => {
    browser('default')
    await expect(unsubscribePush()).resolves.toBeUndefined()
  })
})

describe('registerPushAgain', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("registers this browser's subscription again and says so in the push state", async () => {
    browser('granted', undefined, { ...subscription, unsubscribe: () => Promise.resolve(true) })
    const fetchMock = serveNoContent()
    store.set(pushSubscribedAtom, undefined)
    await registerPushAgain()
    expect(firstCall(fetchMock)).toEqual(['/api/user.php?push=1', 'POST', SENT_SUBSCRIPTION])
    expect(store.get(pushSubscribedAtom)).toMatchObject({ endpoint: 'https://push.example/abc' })
  })

  it('calls nothing for a browser without a subscription', async () => {
    browser('default')
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await registerPushAgain()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
