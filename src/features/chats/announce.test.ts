import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Message } from '../../contract/chat'
import { db } from '../../db'
import { store } from '../../lib/store'
import { testCard } from '../../test/fixtures'
import { toastsAtom } from '../../ui/toast-state'
import { announceMessage, MESSAGE_TOAST_MS, shouldAnnounce } from './announce'
import { setOpenConversation } from './presence'

const message = (sender: number, conversation = 3): Message => ({
  id: 5,
  conversation,
  sender,
  text: 'Hoi',
  created: '2025-01-01T00:00:00.000Z',
  client_id: '8a6e0804-2bd0-4672-b79f-d97a59d2d7f2',
})

beforeAll(() => {
  i18n.load('en', {})
  i18n.activate('en')
})

afterEach(async () => {
  setOpenConversation(null)
  store.set(toastsAtom, [])
  vi.restoreAllMocks()
  await db.clearAll()
})

describe('the notice of a new message', () => {
  it('is for a partner’s message the member does not see, on a shown page', () => {
    const elsewhere = { seen: false, onList: false, hidden: false }
    expect(shouldAnnounce(7, message(42), elsewhere)).toBe(true)
    expect(shouldAnnounce(7, message(7), elsewhere)).toBe(false)
    expect(shouldAnnounce(7, message(42), { ...elsewhere, seen: true })).toBe(false)
    expect(shouldAnnounce(7, message(42), { ...elsewhere, onList: true })).toBe(false)
    expect(shouldAnnounce(7, message(42), { ...elsewhere, hidden: true })).toBe(false)
  })

  it('names the sender and links the chat, and goes by itself', async () => {
    await db.profiles.put({ ...testCard({ id: 42, name: 'Eva' }), cachedAt: 0 })
    await announceMessage(7, message(42))
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'info',
        body: 'New message from Eva',
        link: { label: 'Open chat', to: '/chats/3' },
        timeoutMs: MESSAGE_TOAST_MS,
      }),
    ])
  })

  it('stays quiet in the chat itself', async () => {
    setOpenConversation(3)
    await announceMessage(7, message(42))
    expect(store.get(toastsAtom)).toEqual([])
  })
})
