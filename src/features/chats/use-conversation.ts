// Opening a conversation: the tab notes which one it shows (presence.ts), its newest page goes
// into Dexie through the shared sync helper (api/use-sync.ts: a network error is tried again
// with backoff, the call is aborted when the page closes), older pages come on request, and
// the address is made plain again after paying.
import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useSync } from '../../api/use-sync'
import { userAtom } from '../../session'
import { errorMessage } from '../../ui/error-message'
import type { ChatView } from './cache'
import { CHAT_ERRORS } from './errors'
import { releaseHeld } from './outbox'
import { setOpenConversation } from './presence'
import { loadNewest, loadOlder, reloadChats } from './sync'

export interface ConversationLoad {
  /** Why the newest page did not load; offline is no problem: what is cached is shown. */
  problem: string | null
  /** Older messages remain on the server. */
  hasMore: boolean
  /** Loads the page before the oldest cached message. */
  onOlder: () => Promise<void>
}

/** The conversation's pages, for `view` (useChatView) of the same conversation. */
export function useConversationLoad(
  conversation: number,
  view: ChatView | null | undefined,
): ConversationLoad {
  const { i18n } = useLingui()
  const owner = useAtomValue(userAtom)?.id
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null)

  const latestView = useRef(view)
  useEffect(() => {
    latestView.current = view
  }, [view])

  useEffect(() => {
    setOpenConversation(conversation)
    return () => setOpenConversation(null)
  }, [conversation])

  // No member yet, nothing to load (loadNewest would answer an empty page).
  const newest = useSync(owner === undefined ? null : `chat-newest:${owner}:${conversation}`, {
    fetch: (signal) => loadNewest(conversation, signal),
    store: () => {
      // A block is lifted by whichever member set it, which only trying tells: what a block
      // held goes again, once per opening (sw/outbox-core.ts toRelease).
      if (owner !== undefined) void releaseHeld(owner, { hold: 'block', conversation })
      // Not in the cached list (opened from a link, hidden, or the list is old): reading
      // the newest page showed it again on the server, so the list knows it now.
      if (latestView.current == null) void reloadChats()
    },
  })

  const failure = newest.failure
  return {
    problem:
      failure === null || failure.offline ? null : errorMessage(i18n, failure.error, CHAT_ERRORS),
    hasMore: olderHasMore ?? newest.data?.hasMore ?? false,
    onOlder: async () => setOlderHasMore((await loadOlder(conversation)).hasMore),
  }
}

/**
 * Back from paying (the transaction page adds ?paid=1): the address is made plain again. The
 * messages held for credits were released by the outbox when the balance rose (outbox.ts).
 */
export function useBackFromPaying(conversation: number) {
  const paid = useLocation({
    select: (location) => (location.search as Record<string, unknown>).paid !== undefined,
  })
  const navigate = useNavigate()
  useEffect(() => {
    if (!paid) return
    void navigate({
      to: '/chats/$chatId',
      params: { chatId: String(conversation) },
      replace: true,
    })
  }, [paid, conversation, navigate])
}
