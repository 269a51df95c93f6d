import { describe, expect, it } from 'vitest'
import { createBadge } from './badge'
import { FALLBACK_NOTICE, onPush, readPushData, toNotice } from './push'
import { FakeClients, FakeRegistration, FakeWindowClient, fakeBadgeNavigator } from './test/fakes'

function setUp(windows: FakeWindowClient[] = []) {
  const registration = new FakeRegistration()
  const clients = new FakeClients(windows)
  const navigator = fakeBadgeNavigator()
  const badge = createBadge(navigator)
  const deps = {
    origin: 'https://klik.example',
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

describe('a Declarative Web Push message (what the server sends)', () => {
  const declarative = {
    web_push: 8030,
    notification: {
      title: '3 nieuwe berichten van Sanne',
      body: 'Tik om te lezen.',
      navigate: 'https://klik.example/chats/12',
      tag: 'chat-12',
      lang: 'nl',
      silent: false,
      data: { type: 'message', conversation: 12 },
    },
    app_badge: 5,
  }

  it('is shown with its words, language and tag, leads to its page and sets the badge', async () => {
    const page = new FakeWindowClient('https://klik.example/search')
    const { registration, navigator, deps } = setUp([page])
    await onPush(declarative, deps)
    expect(registration.shown).toEqual([
      {
        title: '3 nieuwe berichten van Sanne',
        options: {
          body: 'Tik om te lezen.',
          icon: '/icon-192.png',
          data: { url: '/chats/12' },
          tag: 'chat-12',
          lang: 'nl',
        },
      },
    ])
    expect(page.received).toEqual([
      {
        type: 'NEW_PUSH_MESSAGE',
        push: {
          title: '3 nieuwe berichten van Sanne',
          body: 'Tik om te lezen.',
          url: '/chats/12',
          tag: 'chat-12',
          lang: 'nl',
          badge: 5,
        },
      },
    ])
    expect(navigator.calls).toEqual([5])
  })

  it('never leads off the app, and shows a push without a title as the plain notice', () => {
    const elsewhere = {
      ...declarative,
      notification: { ...declarative.notification, navigate: 'https://evil.example/chats/12' },
    }
    expect(toNotice(elsewhere, 'https://klik.example').url).toBe('/')
    const untitled = { ...declarative, notification: { navigate: '/chats/1' } }
    expect(toNotice(untitled, 'https://klik.example')).toEqual(FALLBACK_NOTICE)
    expect(toNotice({ ...declarative, web_push: 1 }, 'https://klik.example')).toEqual(
      FALLBACK_NOTICE,
    )
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
