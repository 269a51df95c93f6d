import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../lib/store'
import { POLL_MS, POLL_PUSH_MS, startPoller, type LiveWatch } from '../api/poller'
import { member as testMember } from '../test/fixtures'
import { pushSubscribedAtom } from './push'
import { dispatchLive } from '../api/live'
import { ACCOUNT_REFETCH_DELAY_MS, memberWatch, userJob, watchAccountEvents } from './user-polling'
import { forgetMember, logOut, refetchUser, setSessionEndHandler } from './user'
import { loggingOutAtom, userAtom } from './state'

const member = (pushSubscribed = false) => testMember({ id: 1, push_subscribed: pushSubscribed })
const startUserPolling = () => startPoller([userJob], memberWatch)

function respond(status: number, body: unknown, type = 'application/json') {
  return vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
    ),
  )
}

/** Fake timers, and `account` signed in with a server that answers every call with it. */
function serveSignedIn(account: ReturnType<typeof member>) {
  vi.useFakeTimers()
  const fetchMock = respond(200, account)
  vi.stubGlobal('fetch', fetchMock)
  store.set(userAtom, account)
  return fetchMock
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  store.set(userAtom, undefined)
  store.set(loggingOutAtom, false)
  store.set(pushSubscribedAtom, undefined)
})

describe('logOut', () => {
  it('clears the member, keeps the logging-out flag 1 s and goes to login', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', respond(200, 'done', 'text/plain'))
    store.set(userAtom, member())
    const goToLogin = vi.fn()
    await logOut(goToLogin)
    expect(store.get(userAtom)).toBeNull()
    expect(goToLogin).toHaveBeenCalledOnce()
    expect(store.get(loggingOutAtom)).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(store.get(loggingOutAtom)).toBe(false)
  })

  it('still logs out locally when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    store.set(userAtom, member())
    const goToLogin = vi.fn()
    await logOut(goToLogin)
    expect(store.get(userAtom)).toBeNull()
    expect(goToLogin).toHaveBeenCalledOnce()
  })
})

describe('the session end', () => {
  afterEach(() => setSessionEndHandler(() => Promise.resolve()))

  it('runs on logout before going to the login page', async () => {
    vi.stubGlobal('fetch', respond(200, 'done', 'text/plain'))
    const order: string[] = []
    setSessionEndHandler(() => {
      order.push('ended')
      return Promise.resolve()
    })
    store.set(userAtom, member())
    await logOut(() => {
      order.push('login')
    })
    expect(order).toEqual(['ended', 'login'])
  })

  it('runs when a member loses the session (403), not for a visitor', async () => {
    const ended = vi.fn(() => Promise.resolve())
    setSessionEndHandler(ended)
    vi.stubGlobal(
      'fetch',
      respond(403, { error: { code: 'auth.required', message: 'Not logged in' } }),
    )
    store.set(userAtom, null)
    await refetchUser()
    expect(ended).not.toHaveBeenCalled()
    store.set(userAtom, member())
    await refetchUser()
    expect(ended).toHaveBeenCalledOnce()
    expect(store.get(userAtom)).toBeNull()
  })

  it('runs when the account was deleted', async () => {
    const ended = vi.fn(() => Promise.resolve())
    setSessionEndHandler(ended)
    store.set(userAtom, member())
    await forgetMember()
    expect(store.get(userAtom)).toBeNull()
    expect(ended).toHaveBeenCalledOnce()
  })
})

describe('user polling', () => {
  it('polls every 60 s, 300 s with push, and a 403 clears the member and stops it', async () => {
    const fetchMock = serveSignedIn(member())
    const stop = startUserPolling()

    await vi.advanceTimersByTimeAsync(POLL_MS - 1)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    store.set(userAtom, member(true))
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response('{"error":{"code":"auth.required","message":"x"}}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    )
    await vi.advanceTimersByTimeAsync(POLL_PUSH_MS - POLL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(store.get(userAtom)).toBeNull()

    await vi.advanceTimersByTimeAsync(POLL_PUSH_MS * 3)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    stop()
  })

  it("slows down when this browser's push subscription is active", async () => {
    const fetchMock = serveSignedIn(member())
    store.set(pushSubscribedAtom, { endpoint: 'https://push.example/1' })
    const stop = startUserPolling()
    await vi.advanceTimersByTimeAsync(POLL_PUSH_MS - 1)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    stop()
  })

  it('pauses while the page is hidden', async () => {
    const fetchMock = serveSignedIn(member())
    const stop = startUserPolling()
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(fetchMock).not.toHaveBeenCalled()
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does not poll while the live channel is open: account events refetch, once per burst', async () => {
    const fetchMock = serveSignedIn(member())
    let open = true
    const listeners = new Set<() => void>()
    const live: LiveWatch = {
      isOpen: () => open,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const stop = startPoller([userJob], memberWatch, live)
    const stopEvents = watchAccountEvents()
    for (const listener of listeners) listener()
    await vi.advanceTimersByTimeAsync(POLL_MS * 10)
    expect(fetchMock).not.toHaveBeenCalled()

    for (let n = 0; n < 3; n++) dispatchLive('account', n + 1, '{}')
    await vi.advanceTimersByTimeAsync(ACCOUNT_REFETCH_DELAY_MS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    dispatchLive('reset', null, '{"last_event_id":9}')
    await vi.advanceTimersByTimeAsync(ACCOUNT_REFETCH_DELAY_MS)
    expect(fetchMock).toHaveBeenCalledTimes(2)

    // the channel went down: the user is polled again, at once as its last round is long past
    open = false
    for (const listener of listeners) listener()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    stopEvents()
    stop()
  })

  it('refetches for the Alerts count after what adds a notification, not after the member’s own doing', async () => {
    const fetchMock = serveSignedIn(testMember({ id: 1, credits: 10 }))
    const stopEvents = watchAccountEvents()
    const message = (sender: number) =>
      JSON.stringify({
        conversation: 3,
        message: {
          id: 5,
          conversation: 3,
          sender,
          text: 'Hoi',
          created: '2025-01-01T00:00:00.000Z',
          client_id: '8a6e0804-2bd0-4672-b79f-d97a59d2d7f2',
        },
      })
    const after = async (type: Parameters<typeof dispatchLive>[0], data: string) => {
      fetchMock.mockClear()
      dispatchLive(type, 1, data)
      await vi.advanceTimersByTimeAsync(ACCOUNT_REFETCH_DELAY_MS)
      return fetchMock.mock.calls.length
    }
    expect(await after('like', '{"profile":2}')).toBe(1)
    expect(await after('match', '{"profile":2}')).toBe(1)
    expect(await after('message', message(2))).toBe(1)
    // The member's own message (another tab) and credits spent add nothing.
    expect(await after('message', message(1))).toBe(0)
    expect(await after('balance', '{"balance":5}')).toBe(0)
    expect(await after('balance', '{"balance":50}')).toBe(1)
    stopEvents()
  })
})
