// The chats in Dexie, written only here: the list (`chats`, one row per conversation, the
// other member's card in `profiles`) and the per-conversation message map (`messages`, keyed
// by the id the sender's client made, so the server's copy replaces a queued one in place).
// Answers of the calls and live events both land here, in any order and any number of times:
// every write is an upsert that keeps the newest of what it knows. The outbox (outbox.ts), the
// poller (polling.ts) and the new-message notice (announce.ts) read and write through here too;
// the outbox's own rows through outbox-cache.ts.
import { liveQuery } from 'dexie'
import { useLiveQuery } from '../../db/live-query'
import type { ChatsResponse, Message, MessagesResponse } from '../../contract/chat'
import type { MemberCard } from '../../contract/members'
import { db, type CachedChat, type CachedMessage, type CachedProfile } from '../../db'
import { saveCards } from '../../db/cards'
import { QUEUED_ORDER_BASE, sentRow } from '../../../sw/outbox-core'

const timeOf = (iso: string) => new Date(iso).getTime()

/** The row of a conversation the server listed at `index`; `before`: the row kept for it. */
function chatRow(
  owner: number,
  item: ChatsResponse['chats'][number],
  index: number,
  before: CachedChat | undefined,
  now: number,
): CachedChat {
  return {
    conversation: item.conversation,
    owner,
    profile: item.profile.id,
    num_unread_messages: item.num_unread_messages,
    last_message: item.last_message,
    // Newest first as the server ordered it; one without messages keeps its place.
    activity: item.last_message
      ? timeOf(item.last_message.created)
      : (before?.activity ?? now - index),
    ...(before?.partner_read === undefined ? {} : { partner_read: before.partner_read }),
    ...(item.left ? { left: item.left } : {}),
    cachedAt: now,
  }
}

const newestFirst = (a: { chat: CachedChat }, b: { chat: CachedChat }) =>
  b.chat.activity - a.chat.activity

/**
 * The list as the server answered it, as useChatList draws it: a page the server rendered
 * shows it until IndexedDB holds it (server, hydration and the moments after).
 */
export function chatViewsOf(owner: number, answer: ChatsResponse): ChatView[] {
  const now = Date.now()
  return answer.chats
    .map((item, index) => ({
      chat: chatRow(owner, item, index, undefined, now),
      card: { ...item.profile, cachedAt: now },
    }))
    .sort(newestFirst)
}

/** The list as the server has it: cards, then the owner's rows (gone ones removed). */
export async function saveChats(owner: number, answer: ChatsResponse): Promise<void> {
  await saveCards(answer.chats.map((item) => item.profile))
  await db.transaction('rw', db.chats, async () => {
    const existing = await db.chats.where('owner').equals(owner).toArray()
    const byId = new Map(existing.map((row) => [row.conversation, row]))
    const kept = new Set(answer.chats.map((item) => item.conversation))
    await db.chats.bulkDelete(
      existing.filter((row) => !kept.has(row.conversation)).map((row) => row.conversation),
    )
    const now = Date.now()
    await db.chats.bulkPut(
      answer.chats.map((item, index) =>
        chatRow(owner, item, index, byId.get(item.conversation), now),
      ),
    )
  })
}

/** A conversation just opened from a card: in the list at once, before its first message. */
export async function ensureChat(owner: number, conversation: number, card: MemberCard) {
  await saveCards([card])
  await db.transaction('rw', db.chats, async () => {
    if (await db.chats.get(conversation)) return
    await db.chats.put({
      conversation,
      owner,
      profile: card.id,
      num_unread_messages: 0,
      last_message: null,
      activity: Date.now(),
      cachedAt: Date.now(),
    })
  })
}

export interface ChatView {
  chat: CachedChat
  card: CachedProfile | undefined
  /** The newest message the member wrote that is not stored yet (queued or failed). */
  waiting?: CachedMessage
}

/** The newest message of a conversation that waits in the outbox, if any. */
async function newestWaiting(conversation: number): Promise<CachedMessage | undefined> {
  const last = await db.messages
    .where('[conversation+order]')
    .between([conversation, QUEUED_ORDER_BASE], [conversation, Infinity])
    .last()
  return last && last.state !== 'sent' ? last : undefined
}

/** The owner's conversations, newest activity first, each with the other member's card. */
export function useChatList(owner: number | undefined): ChatView[] | undefined {
  return useLiveQuery(async () => {
    if (owner === undefined) return []
    const rows = await db.chats.where('owner').equals(owner).toArray()
    rows.sort((a, b) => newestFirst({ chat: a }, { chat: b }))
    const [cards, waiting] = await Promise.all([
      db.profiles.bulkGet(rows.map((row) => row.profile)),
      Promise.all(rows.map((row) => newestWaiting(row.conversation))),
    ])
    return rows.map((chat, index) => {
      const pending = waiting[index]
      return { chat, card: cards[index], ...(pending ? { waiting: pending } : {}) }
    })
  }, [owner])
}

/** One conversation and its card: undefined while reading, null when it is not cached. */
export function useChatView(conversation: number): ChatView | null | undefined {
  return useLiveQuery(async () => {
    const chat = await db.chats.get(conversation)
    if (!chat) return null
    return { chat, card: await db.profiles.get(chat.profile) }
  }, [conversation])
}

const unreadOf = (rows: readonly CachedChat[]) =>
  rows.reduce((sum, row) => sum + row.num_unread_messages, 0)

/** Total unread messages of the owner (the Chats tab and the app badge). */
export async function unreadTotal(owner: number): Promise<number> {
  return unreadOf(await db.chats.where('owner').equals(owner).toArray())
}

/**
 * The owner's total unread messages, now and after every change of their list (the app
 * badge), until the answer is called.
 */
export function watchUnreadTotal(
  owner: number,
  next: (total: number) => void,
  error: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() => db.chats.where('owner').equals(owner).toArray()).subscribe({
    next: (rows) => next(unreadOf(rows)),
    error,
  })
  return () => subscription.unsubscribe()
}

/** The name on a member's cached card, if their card is cached (a message's notice). */
export async function cachedName(member: number): Promise<string | undefined> {
  return (await db.profiles.get(member))?.name
}

/** The conversation's messages, oldest first (queued ones last). */
export function useMessages(conversation: number): CachedMessage[] | undefined {
  return useLiveQuery(
    () =>
      db.messages
        .where('[conversation+order]')
        .between([conversation, -Infinity], [conversation, Infinity])
        .toArray(),
    [conversation],
  )
}

export interface Arrival {
  /** The list had no row for it (a new or hidden conversation): reload the list. */
  unknownChat: boolean
}

/**
 * A message from the server (a send's answer or a live event): stored or updated in place,
 * and the list row's preview and unread count follow — once, however often it arrives.
 * `seen`: the owner is looking at this conversation, so it is not unread.
 */
export async function applyMessage(
  owner: number,
  message: Message,
  seen: boolean,
): Promise<Arrival> {
  return db.transaction('rw', db.chats, db.messages, async () => {
    await db.messages.put(sentRow(owner, message))
    const chat = await db.chats.get(message.conversation)
    if (!chat) return { unknownChat: true }
    if ((chat.last_message?.id ?? 0) >= message.id) return { unknownChat: false }
    const mine = message.sender === owner
    await db.chats.put({
      ...chat,
      last_message: {
        id: message.id,
        text: message.text,
        ...(message.photo ? { photo: true as const } : {}),
        created: message.created,
        mine,
      },
      activity: timeOf(message.created),
      num_unread_messages: mine || seen ? chat.num_unread_messages : chat.num_unread_messages + 1,
    })
    return { unknownChat: false }
  })
}

/** A read mark: the owner's own (another tab) clears what it covers; the partner's ticks. */
export async function applyRead(
  owner: number,
  read: { conversation: number; member: number; message: number },
): Promise<void> {
  await db.transaction('rw', db.chats, async () => {
    const chat = await db.chats.get(read.conversation)
    if (!chat) return
    if (read.member !== owner) {
      if ((chat.partner_read ?? 0) < read.message) {
        await db.chats.put({ ...chat, partner_read: read.message })
      }
    } else if (read.message >= (chat.last_message?.id ?? 0) && chat.num_unread_messages > 0) {
      await db.chats.put({ ...chat, num_unread_messages: 0 })
    }
  })
}

/** Opening a chat sets its unread count to zero (spec §4), at once. */
export async function clearUnread(conversation: number): Promise<void> {
  await db.chats.update(conversation, { num_unread_messages: 0 })
}

export async function removeChats(conversations: readonly number[]): Promise<void> {
  await db.chats.bulkDelete([...conversations])
}

/** Every conversation with a member (removing by profile id, spec §4). */
export async function removeChatsWith(owner: number, profile: number): Promise<number[]> {
  const rows = await db.chats.where('owner').equals(owner).toArray()
  const gone = rows.filter((row) => row.profile === profile).map((row) => row.conversation)
  await removeChats(gone)
  return gone
}

/**
 * A page of the conversation from the server. The newest page, when it does not reach what
 * is cached, replaces the cached stored messages (a hole between them would look like a
 * conversation without those messages); queued ones always stay.
 */
export async function saveMessagesPage(
  owner: number,
  conversation: number,
  answer: MessagesResponse,
  newest: boolean,
): Promise<void> {
  await db.transaction('rw', db.chats, db.messages, async () => {
    if (newest && answer.has_more) {
      const oldest = answer.messages[answer.messages.length - 1]?.id ?? 0
      const cached = await db.messages
        .where('[conversation+order]')
        .between([conversation, -Infinity], [conversation, QUEUED_ORDER_BASE])
        .toArray()
      const newestCached = Math.max(0, ...cached.map((row) => row.id ?? 0))
      if (newestCached < oldest) {
        await db.messages.bulkDelete(cached.map((row) => row.client_id))
      }
    }
    await db.messages.bulkPut(answer.messages.map((message) => sentRow(owner, message)))
    const chat = await db.chats.get(conversation)
    if (chat && (chat.partner_read ?? 0) < answer.partner_read) {
      await db.chats.put({ ...chat, partner_read: answer.partner_read })
    }
  })
}

/** The oldest stored message id of a conversation cached (for the next older page). */
export async function oldestStoredId(conversation: number): Promise<number | null> {
  const first = await db.messages
    .where('[conversation+order]')
    .between([conversation, -Infinity], [conversation, QUEUED_ORDER_BASE])
    .first()
  return first?.id ?? null
}
