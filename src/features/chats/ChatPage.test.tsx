import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Message, MessagesResponse } from '../../contract/chat'
import { featuresFor } from '../../contract/features'
import { db } from '../../db'
import { saveCards } from '../../db/cards'
import { store } from '../../lib/store'
import { settingsAtom, userAtom } from '../../session'
import { member, testCard, testSettings } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { queuedRow } from '../../../sw/outbox-core'
import { ChatPage } from './ChatPage'
import { isSeen } from './presence'
import { clearSession } from '../../session/test-session'

const ME = 7
const EVA = 42
const CONVERSATION = 5

const message = (id: number, sender: number, text: string): Message => ({
  id,
  conversation: CONVERSATION,
  sender,
  text,
  created: new Date(Date.UTC(2025, 5, 1, 12, id)).toISOString(),
  client_id: `00000000-0000-7000-8000-0000000000${id}`,
})

/** The server's newest page: newest first, as the contract has it. */
const page = (messages: Message[], hasMore = false): MessagesResponse => ({
  messages: [...messages].reverse(),
  has_more: hasMore,
  partner_read: 0,
})

type Answer = Response | ((init?: RequestInit) => Response | Promise<Response>)

/**
 * A fake server: each call answered by `answers` (by method and path), else 404. The messages
 * come after the page has read what is cached, as they do over a network.
 */
function serve(answers: Record<string, Answer[] | Answer>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://klik.test')
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    const listed = answers[key]
    const answer = Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed
    if (answer === undefined) return jsonAnswer(404, { error: { code: 'not_found', message: key } })
    if (key === 'GET /api/messages.php') await screen.findByRole('region', { name: 'Conversation' })
    return typeof answer === 'function' ? answer(init) : answer
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const called = (fetch: ReturnType<typeof serve>, key: string) =>
  fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(input, 'http://klik.test'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key)

async function cacheChat(left?: 'deleted' | 'removed') {
  await saveCards([testCard({ id: EVA, name: 'Eva', age: 31 })])
  await db.chats.put({
    conversation: CONVERSATION,
    owner: ME,
    profile: EVA,
    num_unread_messages: 0,
    last_message: null,
    activity: 0,
    cachedAt: 0,
    ...(left ? { left } : {}),
  })
}

const renderPage = (path = `/chats/${CONVERSATION}`) =>
  renderInApp(() => <ChatPage conversation={CONVERSATION} />, path)

const texts = () =>
  screen.getAllByTestId('message').map((item) => item.querySelector('.message-text')?.textContent)

/** Every watched element is in view at once (the top of the list: older pages). */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
  disconnect() {}
}

beforeEach(() => {
  store.set(userAtom, member({ id: ME, credits: 20 }))
  store.set(settingsAtom, testSettings({ template: 'classic', features: featuresFor('classic') }))
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  clearSession()
  await db.clearAll()
})

describe('ChatPage, opening', () => {
  it('opens a cached conversation: the member on top, the newest page below, the composer', async () => {
    await cacheChat()
    const fetch = serve({
      'GET /api/messages.php': jsonAnswer(
        200,
        page([message(10, ME, 'Hoi Eva'), message(11, EVA, 'Hoi!')]),
      ),
      'POST /api/messages_read.php': jsonAnswer(200, { num_unread_messages: 0 }),
    })
    const view = await renderPage()
    const conversation = await screen.findByRole('region', { name: 'Conversation' })
    expect(within(conversation).getByRole('banner').textContent).toContain('Eva, 31')
    await waitFor(() => expect(texts()).toEqual(['Hoi Eva', 'Hoi!']))
    expect(screen.getByTestId<HTMLTextAreaElement>('composer-input').disabled).toBe(false)
    expect(called(fetch, 'GET /api/messages.php')[0]!.url.search).toBe(
      `?conversation=${CONVERSATION}`,
    )
    // The tab shows it: a message arriving here is seen, not unread.
    expect(isSeen(CONVERSATION)).toBe(true)
    // In the cached list already: the list is not asked for again.
    await waitFor(() => expect(called(fetch, 'POST /api/messages_read.php')).toHaveLength(1))
    expect(called(fetch, 'GET /api/chats.php')).toHaveLength(0)

    view.unmount()
    expect(isSeen(CONVERSATION)).toBe(false)
  })

  it('asks for the list again when the conversation was not in it', async () => {
    const fetch = serve({
      'GET /api/messages.php': jsonAnswer(200, page([message(10, ME, 'Hoi Eva')])),
      'GET /api/chats.php': jsonAnswer(200, { chats: [] }),
    })
    await renderPage()
    await waitFor(() => expect(called(fetch, 'GET /api/chats.php')).toHaveLength(1))
  })

  it('says why a conversation cannot be opened, with the way back to the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetch = serve({
      'GET /api/messages.php': jsonAnswer(404, {
        error: { code: 'chat.not_found', message: 'No such conversation' },
      }),
    })
    await renderPage()
    expect(await screen.findByText('This conversation does not exist (any more).')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to your chats' }).getAttribute('href')).toBe(
      '/chats',
    )
    expect(screen.queryByTestId('composer-input')).toBeNull()
    // The server's answer stands: it is not asked again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(called(fetch, 'GET /api/messages.php')).toHaveLength(1)
  })

  it('shows what is cached while offline, and loads the newest page once the network is back', async () => {
    // The first retry's wait is then its shortest, half a second.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await cacheChat()
    const fetch = serve({
      'GET /api/messages.php': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        jsonAnswer(200, page([message(10, ME, 'Na de tunnel')])),
      ],
    })
    await renderPage()
    await screen.findByRole('region', { name: 'Conversation' })
    await waitFor(() => expect(called(fetch, 'GET /api/messages.php')).toHaveLength(1))
    // No answer is no error: nothing alarming is said.
    expect(document.querySelector('.conversation-problem')).toBeNull()
    expect(await screen.findByText('Write Eva a first message.')).toBeTruthy()

    await waitFor(() => expect(texts()).toEqual(['Na de tunnel']), { timeout: 3000 })
    expect(called(fetch, 'GET /api/messages.php')).toHaveLength(2)
    expect(document.querySelector('.conversation-problem')).toBeNull()
  })
})

describe('ChatPage, once open', () => {
  it('loads the older page above when the top of the list comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver)
    await cacheChat()
    const fetch = serve({
      'GET /api/messages.php': [
        jsonAnswer(200, page([message(20, ME, 'Newer')], true)),
        jsonAnswer(200, page([message(19, ME, 'Older')], false)),
      ],
    })
    await renderPage()
    await waitFor(() => expect(texts()).toEqual(['Older', 'Newer']))
    const [, older] = called(fetch, 'GET /api/messages.php')
    expect(older!.url.searchParams.get('before')).toBe('20')
    // That was the last page: nothing more is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(called(fetch, 'GET /api/messages.php')).toHaveLength(2)
  })

  it('sends again, on opening, what a block held back', async () => {
    await cacheChat()
    const held = {
      ...queuedRow(ME, CONVERSATION, 'Nog eens', message(30, ME, '').client_id, new Date(), 1),
      state: 'failed' as const,
      failure: { status: 403, code: 'chat.blocked' },
    }
    await db.messages.put(held)
    const fetch = serve({
      'GET /api/messages.php': jsonAnswer(200, page([])),
      'POST /api/messages.php': jsonAnswer(200, {
        message: message(30, ME, 'Nog eens'),
        cost: 10,
        balance: 10,
      }),
    })
    await renderPage()
    await waitFor(() => expect(called(fetch, 'POST /api/messages.php')).toHaveLength(1))
    const [sent] = called(fetch, 'POST /api/messages.php')
    expect(JSON.parse(sent!.init!.body as string)).toMatchObject({ text: 'Nog eens' })
    await waitFor(() =>
      expect(screen.getByTestId('message').getAttribute('data-state')).toBe('sent'),
    )
  })

  it('closes the composer once the other member left, and says so', async () => {
    await cacheChat('deleted')
    serve({ 'GET /api/messages.php': jsonAnswer(200, page([])) })
    await renderPage()
    expect((await screen.findByTestId('chat-left')).textContent).toContain(
      'Eva deleted their account.',
    )
    expect(screen.getByTestId('composer-closed')).toBeTruthy()
    expect(screen.queryByTestId('composer-input')).toBeNull()
  })

  it('sends what the member writes from the composer', async () => {
    await cacheChat()
    const fetch = serve({
      'GET /api/messages.php': jsonAnswer(200, page([])),
      // The server stores it under the id the member's client made for it.
      'POST /api/messages.php': (init) => {
        const body = JSON.parse(init!.body as string) as { client_id: string; text: string }
        const stored = { ...message(40, ME, body.text), client_id: body.client_id }
        return jsonAnswer(200, { message: stored, cost: 10, balance: 10 })
      },
    })
    await renderPage()
    const input = await screen.findByTestId<HTMLTextAreaElement>('composer-input')
    await waitFor(() => expect(called(fetch, 'GET /api/messages.php')).toHaveLength(1))
    fireEvent.change(input, { target: { value: 'Hoi' } })
    fireEvent.click(screen.getByTestId('composer-send'))
    await waitFor(() => expect(called(fetch, 'POST /api/messages.php')).toHaveLength(1))
    // Queued at once, then replaced in place by the server's copy: one message, sent.
    await waitFor(() =>
      expect(screen.getByTestId('message').getAttribute('data-state')).toBe('sent'),
    )
    expect(texts()).toEqual(['Hoi'])
    expect(screen.getByTestId<HTMLTextAreaElement>('composer-input').value).toBe('')
  })
})
