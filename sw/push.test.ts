import { describe, expect, it } from 'vitest'
import { createBadge } from './badge'
import { FALLBACK_NOTICE, onPush, readPushData } from './push'
import { FakeClients, FakeRegistration, FakeWindowClient, fakeBadgeNavigator } from './test/fakes'

function setUp(windows: FakeWindowClient[] = []) {
  const registration = new FakeRegistration()
  const clients = new FakeClients(windows)
  const navigator = fakeBadgeNavigator()
  const badge = createBadge(navigator)
  const deps = {
    registration,
    clients: clients.asClients,
    badge,
  }
  return { registration, clients, navigator, badge, deps }
}

describe('onPush', () => {
  it('shows the notice, tells every open page and sets the badge to the server count', async () => {
    const page = new FakeWindowClient('https://klik.example/search')
    const { registration, navigator, deps } = setUp([page])
    const notice = { title: 'Anna', body: 'Hi!', url: '/chats/3', badge: 4, tag: 'chat-3' }
    await onPush(notice, deps)
    expect(registration.shown).toEqual([
      {
        title: 'Anna',
        options: { body: 'Hi!', icon: '/icon-192.png', data: { url: '/chats/3' }, tag: 'chat-3' },
      },
    ])
    expect(page.received).toEqual([{ type: 'NEW_PUSH_MESSAGE', push: notice }])
    expect(navigator.calls).toEqual([4])
  })

  it('counts on from the last total when the push carries none', async () => {
    const { badge, navigator, deps } = setUp()
    badge.remember(2)
    await onPush({ title: 'New like', url: '/likes' }, deps)
    expect(navigator.calls).toEqual([3])
  })

  it('still shows something for a push it cannot read', async () => {
    const { registration, deps } = setUp()
    await onPush({ nonsense: true }, deps)
    expect(registration.shown[0]?.title).toBe(FALLBACK_NOTICE.title)
    expect(registration.shown[0]?.options?.data).toEqual({ url: '/' })
  })
})

describe('readPushData', () => {
  it('reads JSON, and null for none or for text that is not JSON', () => {
    expect(readPushData({ json: () => ({ title: 'x' }) })).toEqual({ title: 'x' })
    expect(readPushData(null)).toBeNull()
    expect(
      readPushData({
        json: () => {
          throw new SyntaxError('not JSON')
        },
      }),
    ).toBeNull()
  })
})
