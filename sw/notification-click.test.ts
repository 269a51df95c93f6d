import { describe, expect, it, vi } from 'vitest'
import { clickTarget, onNotificationClick } from './notification-click'
import { FakeClients, FakeWindowClient } from './test/fakes'

const notification = (data: unknown) => ({ data, close: vi.fn() })

describe('onNotificationClick', () => {
  it('focuses the focused window and sends it to the page, opening nothing', async () => {
    const other = new FakeWindowClient('https://klik.example/search')
    const current = new FakeWindowClient('https://klik.example/likes', true)
    const clients = new FakeClients([other, current])
    const clicked = notification({ url: '/chats/3' })
    await onNotificationClick(clicked, clients.asClients)
    expect(clicked.close).toHaveBeenCalled()
    expect(current.focusCalls).toBe(1)
    expect(current.received).toEqual([{ type: 'NEW_PUSH_CLICK', url: '/chats/3' }])
    expect(other.received).toEqual([])
    expect(clients.opened).toEqual([])
    expect(clients.queries).toEqual([{ type: 'window', includeUncontrolled: true }])
  })

  it('uses any open window when none has focus', async () => {
    const only = new FakeWindowClient('https://klik.example/')
    const clients = new FakeClients([only])
    await onNotificationClick(notification({ url: '/likes' }), clients.asClients)
    expect(only.received).toEqual([{ type: 'NEW_PUSH_CLICK', url: '/likes' }])
  })

  it('opens a window when none is open', async () => {
    const clients = new FakeClients()
    await onNotificationClick(notification({ url: '/likes' }), clients.asClients)
    expect(clients.opened).toEqual(['/likes'])
  })

  it('never leads off the app', () => {
    expect(clickTarget({ url: 'https://evil.example/' })).toBe('/')
    expect(clickTarget(null)).toBe('/')
    expect(clickTarget({ url: '/members/4' })).toBe('/members/4')
  })
})
