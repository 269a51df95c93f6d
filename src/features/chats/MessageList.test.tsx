import 'fake-indexeddb/auto'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, type CachedMessage } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { queuedRow, sentRow } from '../../../sw/outbox-core'
import { MessageList, type MessageListProps } from './MessageList'
import { partnerTyping, stopTyping } from './typing'

const ME = 7
const EVA = 42
const CONVERSATION = 5

const now = new Date()
const yesterday = (hour: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, hour).toISOString()
const today = (minute: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, minute).toISOString()

const stored = (id: number, sender: number, text: string, created: string): CachedMessage =>
  sentRow(ME, { id, conversation: CONVERSATION, sender, text, created, client_id: `c-${id}` })

const queued = (order: number, text: string, clientId: string): CachedMessage =>
  queuedRow(ME, CONVERSATION, text, clientId, new Date(today(30)), order)

function renderList(props: Partial<MessageListProps> = {}) {
  return renderInApp(() => (
    <MessageList
      conversation={CONVERSATION}
      partnerRead={0}
      name="Eva"
      hasMore={false}
      onOlder={() => Promise.resolve()}
      onReport={undefined}
      {...props}
    />
  ))
}

/** The texts of the drawn messages, top to bottom. */
const texts = () =>
  screen.getAllByTestId('message').map((item) => item.querySelector('.message-text')?.textContent)

const readCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/messages_read.php'))

/** An IntersectionObserver the test scrolls: `show()` brings the watched top into view. */
class ScrolledObserver {
  static last: ScrolledObserver | null = null
  static created = 0
  constructor(private readonly report: IntersectionObserverCallback) {
    ScrolledObserver.last = this
    ScrolledObserver.created += 1
  }
  observe() {}
  disconnect() {}
  show() {
    this.report(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  store.set(userAtom, member({ id: ME }))
  fetchMock = vi.fn(() => Promise.resolve(jsonAnswer(200, { num_unread_messages: 0 })))
  vi.stubGlobal('fetch', fetchMock)
  ScrolledObserver.last = null
  ScrolledObserver.created = 0
})

afterEach(async () => {
  cleanup()
  stopTyping(CONVERSATION)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(userAtom, undefined)
  await db.clearAll()
})

describe('MessageList, drawing', () => {
  it('draws the messages oldest first, queued ones last, with a separator at each new day', async () => {
    await db.messages.bulkPut([
      queued(1, 'Still on its way', 'q-1'),
      stored(12, EVA, 'Good morning', today(1)),
      stored(10, ME, 'Hi Eva', yesterday(20)),
      stored(11, EVA, 'Hi!', yesterday(21)),
    ])
    await renderList()
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4))
    expect(texts()).toEqual(['Hi Eva', 'Hi!', 'Good morning', 'Still on its way'])
    const items = [...document.querySelectorAll('.message-list > li')].map((item) =>
      item.classList.contains('message-day') ? `day: ${item.textContent}` : 'message',
    )
    expect(items).toEqual([
      'day: Yesterday',
      'message',
      'message',
      'day: Today',
      'message',
      'message',
    ])
    expect(screen.queryByText('Write Eva a first message.')).toBeNull()
    // Eva's newest, seen: marked read (awaited, so that no call outlives the test).
    await waitFor(() => expect(readCalls(fetchMock)).toHaveLength(1))
  })

  it("marks the member's own messages apart from the other member's", async () => {
    await db.messages.bulkPut([stored(10, ME, 'Mine', today(1)), stored(11, EVA, 'Hers', today(2))])
    await renderList()
    const [mine, hers] = await screen.findAllByTestId('message')
    expect(mine!.className).toContain('message-mine')
    expect(hers!.className).toContain('message-theirs')
    // Only the member's own carry a status mark.
    expect(mine!.querySelector('.message-status')).not.toBeNull()
    expect(hers!.querySelector('.message-status')).toBeNull()
    await waitFor(() => expect(readCalls(fetchMock)).toHaveLength(1))
  })

  it('shows each own message as sending, not sent, waiting, sent or read', async () => {
    await db.messages.bulkPut([
      stored(10, ME, 'Read one', today(1)),
      stored(11, ME, 'Sent one', today(2)),
      {
        ...queued(1, 'Refused', 'q-1'),
        state: 'failed',
        failure: { status: 402, code: 'chat.insufficient_credits' },
      },
      queued(2, 'Behind it', 'q-2'),
    ])
    await renderList({ partnerRead: 10 })
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4))
    const [read, sent, failed, waiting] = screen.getAllByTestId('message')
    expect(read!.querySelector('.message-status-read')).not.toBeNull()
    expect(within(read!).getByText('Read')).toBeTruthy()
    expect(sent!.querySelector('.message-status-sent')).not.toBeNull()
    expect(failed!.dataset.state).toBe('failed')
    expect(within(failed!).getByRole('alert').textContent).toContain(
      'You do not have enough credits for this message.',
    )
    expect(waiting!.dataset.state).toBe('waiting')
    expect(within(waiting!).getByTestId('message-waiting').textContent).toContain(
      'Waiting: the message above was not sent.',
    )
  })

  it('shows no read mark to a member with private read receipts (issue 32 §5)', async () => {
    store.set(userAtom, member({ id: ME, private_receipts: true }))
    await db.messages.bulkPut([stored(10, ME, 'Read one', today(1))])
    await renderList({ partnerRead: 10 })
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1))
    const [message] = screen.getAllByTestId('message')
    expect(message!.querySelector('.message-status-read')).toBeNull()
    expect(message!.querySelector('.message-status-sent')).not.toBeNull()
  })

  it('shows a message still on its way as sending, with the way to cancel it', async () => {
    await db.messages.put(queued(1, 'On its way', 'q-1'))
    await renderList()
    const [message] = await screen.findAllByTestId('message')
    expect(message!.dataset.state).toBe('queued')
    expect(within(message!).getByText('Sending…')).toBeTruthy()
    expect(within(message!).getByTestId('message-cancel')).toBeTruthy()
  })

  it('invites a first message while there are none, and shows when Eva is typing', async () => {
    await renderList()
    expect(await screen.findByText('Write Eva a first message.')).toBeTruthy()
    expect(screen.queryByTestId('typing')).toBeNull()
    act(() => partnerTyping(CONVERSATION))
    expect(screen.getByTestId('typing').textContent).toBe('Eva is typing…')
    act(() => stopTyping(CONVERSATION))
    expect(screen.queryByTestId('typing')).toBeNull()
  })
})

describe('MessageList, reading and scrolling', () => {
  it("marks Eva's newest message read, once, and clears the unread count at once", async () => {
    await db.chats.put({
      conversation: CONVERSATION,
      owner: ME,
      profile: EVA,
      num_unread_messages: 2,
      last_message: null,
      activity: 0,
      cachedAt: 0,
    })
    await db.messages.bulkPut([
      stored(10, EVA, 'One', today(1)),
      stored(11, EVA, 'Two', today(2)),
      stored(12, ME, 'Mine is newer', today(3)),
    ])
    await renderList()
    await waitFor(() => expect(readCalls(fetchMock)).toHaveLength(1))
    const [, init] = readCalls(fetchMock)[0] as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ conversation: CONVERSATION, message: 11 })
    expect((await db.chats.get(CONVERSATION))?.num_unread_messages).toBe(0)

    // Another message of the member's own is no reason to mark again.
    await db.messages.put(stored(13, ME, 'And another', today(4)))
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4))
    expect(readCalls(fetchMock)).toHaveLength(1)
  })

  it('waits with the read mark until the page is shown', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await db.messages.put(stored(10, EVA, 'While away', today(1)))
    await renderList()
    await screen.findByTestId('message')
    expect(readCalls(fetchMock)).toHaveLength(0)

    visibility.mockReturnValue('visible')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(readCalls(fetchMock)).toHaveLength(1))
  })

  it('asks for older pages when the top comes into view, one at a time, and only while there are more', async () => {
    vi.stubGlobal('IntersectionObserver', ScrolledObserver)
    await db.messages.put(stored(10, ME, 'One', today(1)))
    let finish = () => {}
    const onOlder = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    const view = await renderList({ hasMore: false, onOlder })
    await screen.findByTestId('message')
    expect(ScrolledObserver.created).toBe(0)

    view.unmount()
    await renderList({ hasMore: true, onOlder })
    await screen.findByTestId('message')
    const observer = ScrolledObserver.last!
    observer.show()
    observer.show()
    expect(onOlder).toHaveBeenCalledTimes(1)
    await act(async () => {
      finish()
      await Promise.resolve()
    })
    observer.show()
    expect(onOlder).toHaveBeenCalledTimes(2)
  })
})
