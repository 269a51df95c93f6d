import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatsResponse, Message } from '../../contract/chat'
import { db } from '../../db'
import { testCard } from '../../test/fixtures'
import { renderHook, waitFor } from '@testing-library/react'
import {
  applyMessage,
  applyRead,
  chatViewsOf,
  saveChats,
  saveMessagesPage,
  useChatList,
} from './cache'
import { QUEUED_ORDER_BASE, sentRow } from '../../../sw/outbox-core'

const OWNER = 7

function message(id: number, sender = 42, text = `m${id}`): Message {
  return {
    id,
    conversation: 1,
    sender,
    text,
    created: new Date(Date.UTC(2026, 10, 23, 10, id)).toISOString(),
    client_id: `0190aaaa-0000-7000-8000-${String(id).padStart(12, '0')}`,
  }
}

const list = (lastId: number | null, unread: number): ChatsResponse => ({
  chats: [
    {
      conversation: 1,
      profile: testCard(),
      num_unread_messages: unread,
      last_message:
        lastId === null
          ? null
          : { id: lastId, text: `m${lastId}`, created: message(lastId).created, mine: false },
    },
  ],
})

afterEach(() => db.clearAll())

describe('the chats cache', () => {
  it('counts a message once, however often and in whichever order it arrives', async () => {
    await saveChats(OWNER, list(null, 0))
    await applyMessage(OWNER, message(5), false)
    await applyMessage(OWNER, message(5), false)
    // The list loaded after the event already counts it: the event again changes nothing.
    await saveChats(OWNER, list(5, 1))
    await applyMessage(OWNER, message(5), false)
    expect(await db.chats.get(1)).toMatchObject({ num_unread_messages: 1 })
    await applyMessage(OWNER, message(6), false)
    await applyMessage(OWNER, message(7, OWNER), false)
    expect(await db.chats.get(1)).toMatchObject({
      num_unread_messages: 2,
      last_message: { id: 7, mine: true },
    })
    expect(await db.messages.count()).toBe(3)
  })

  it('does not count what the member is looking at, and says when the list lacks the chat', async () => {
    expect(await applyMessage(OWNER, message(3), false)).toEqual({ unknownChat: true })
    await saveChats(OWNER, list(3, 0))
    await applyMessage(OWNER, message(4), true)
    expect(await db.chats.get(1)).toMatchObject({ num_unread_messages: 0 })
  })

  it('clears unread on the member’s own read mark and keeps the partner’s for the ticks', async () => {
    await saveChats(OWNER, list(8, 3))
    await applyRead(OWNER, { conversation: 1, member: OWNER, message: 8 })
    await applyRead(OWNER, { conversation: 1, member: 42, message: 6 })
    await applyRead(OWNER, { conversation: 1, member: 42, message: 5 })
    expect(await db.chats.get(1)).toMatchObject({ num_unread_messages: 0, partner_read: 6 })
  })

  it('shows in the list what still waits in the outbox, newest first', async () => {
    await saveChats(OWNER, list(5, 0))
    const waiting = { ...message(0, OWNER, 'Onderweg'), id: null, order: QUEUED_ORDER_BASE + 1 }
    await db.messages.put({ ...sentRow(OWNER, message(5)) })
    await db.messages.put({ ...waiting, owner: OWNER, state: 'queued' as const, client_id: 'x' })
    const view = renderHook(() => useChatList(OWNER))
    await waitFor(() => expect(view.result.current?.[0]?.waiting?.text).toBe('Onderweg'))
    view.unmount()
  })

  it('replaces cached messages with the newest page when a gap would open between them', async () => {
    await saveMessagesPage(
      OWNER,
      1,
      { messages: [message(2), message(1)], has_more: false, partner_read: 0 },
      true,
    )
    const newest = Array.from({ length: 30 }, (_, index) => message(100 - index))
    await saveMessagesPage(OWNER, 1, { messages: newest, has_more: true, partner_read: 0 }, true)
    const ids = (await db.messages.toArray()).map((row) => row.id)
    expect(ids).not.toContain(1)
    expect(ids).toHaveLength(30)
  })

  it('draws the server’s answer as the list it stores: a rendered page reads the same after', async () => {
    const answer: ChatsResponse = {
      chats: [
        { ...list(null, 0).chats[0]!, conversation: 3, profile: testCard({ id: 43, name: 'Ada' }) },
        { ...list(5, 1).chats[0]!, conversation: 2, left: 'deleted' },
        { ...list(8, 0).chats[0]!, conversation: 1, profile: testCard({ id: 44, name: 'Bo' }) },
      ],
    }
    const drawn = chatViewsOf(OWNER, answer)
    await saveChats(OWNER, answer)
    const { result } = renderHook(() => useChatList(OWNER))
    await waitFor(() => expect(result.current).toBeDefined())
    const plain = (views: typeof drawn) =>
      views.map(({ chat, card }) => ({
        chat: { ...chat, cachedAt: 0, activity: chat.last_message ? chat.activity : 0 },
        card: { ...card, cachedAt: 0 },
      }))
    expect(plain(drawn)).toEqual(plain(result.current ?? []))
    // One without messages where the server put it (first), then the newest message first.
    expect(drawn.map((view) => view.chat.conversation)).toEqual([3, 1, 2])
  })
})
