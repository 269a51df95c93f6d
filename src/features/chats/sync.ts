// Loading chats into Dexie for the current member: the list (one load at a time, as the likes
// do), a conversation's newest page when it opens, older pages on scrolling up, and the read
// mark. A 403 asks for the user again (the session may be gone); a network error leaves what
// is cached, which is what the member sees offline.
import { atom } from 'jotai'
import { claimFirstAnswer, firstAnswersAtom } from '../../api/first-answers'
import { oneAtATime } from '../../api/sync'
import type { ChatsResponse } from '../../contract/chat'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { afterMemberCallFailed } from '../../session/member-call'
import { chatsCall, fetchChats, fetchMessages, postRead } from './api'
import { clearUnread, oldestStoredId, saveChats, saveMessagesPage } from './cache'

const ownerNow = () => store.get(userAtom)?.id

/**
 * The list has been stored in IndexedDB in this tab: until then an empty list there is not
 * yet the member's, and a page the server rendered keeps the server's (ChatList).
 */
export const chatListStoredAtom = atom(false)

async function loadList(): Promise<void> {
  const owner = ownerNow()
  if (owner === undefined) return
  try {
    // A page the server rendered brought the list a moment ago: stored, not asked again.
    const first = store.get(firstAnswersAtom)
    const answer = claimFirstAnswer(first, chatsCall.key)
      ? (first[chatsCall.key] as ChatsResponse)
      : await fetchChats()
    if (ownerNow() !== owner) return
    await saveChats(owner, answer)
    store.set(chatListStoredAtom, true)
  } catch (error) {
    await afterMemberCallFailed(error, 'Loading the chats')
  }
}

/** Loads the list now; a call while one runs waits for it and loads again after. */
export const reloadChats = oneAtATime(loadList)

export interface PageResult {
  /** Older messages remain on the server. */
  hasMore: boolean
}

/** The newest page of a conversation (throws: the page shows why). */
export async function loadNewest(conversation: number, signal?: AbortSignal): Promise<PageResult> {
  const owner = ownerNow()
  if (owner === undefined) return { hasMore: false }
  const answer = await fetchMessages({ conversation }, signal)
  if (ownerNow() === owner) await saveMessagesPage(owner, conversation, answer, true)
  return { hasMore: answer.has_more }
}

/** The page before the oldest cached message. */
export async function loadOlder(conversation: number): Promise<PageResult> {
  const owner = ownerNow()
  const before = await oldestStoredId(conversation)
  if (owner === undefined || before === null) return { hasMore: false }
  const answer = await fetchMessages({ conversation, before })
  if (ownerNow() === owner) await saveMessagesPage(owner, conversation, answer, false)
  return { hasMore: answer.has_more }
}

/** Marks the conversation read up to `message`: zero unread here at once, then the server. */
export async function markRead(conversation: number, message: number): Promise<void> {
  await clearUnread(conversation)
  try {
    await postRead(conversation, message)
  } catch (error) {
    await afterMemberCallFailed(error, 'Marking the chat read')
  }
}
