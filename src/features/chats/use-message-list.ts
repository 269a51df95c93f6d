// What the message list does besides drawing: it keeps its scroll place (follows new messages
// at the bottom, stays put when an older page arrives above), asks for older pages when its
// top comes into view, and marks the partner's newest message read while the page is shown.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { CachedMessage } from '../../db'
import { markRead } from './sync'

/** Within this many pixels of the bottom, the list follows new messages. */
const AT_BOTTOM_PX = 80

export interface MessageScroll {
  scroller: RefObject<HTMLDivElement | null>
  /** The sentinel above the messages: in view, the older page is asked for. */
  top: RefObject<HTMLDivElement | null>
  onScroll: () => void
}

/**
 * Newest at the bottom: follow new messages (and the typing line) while the member is at the
 * bottom; keep the place when an older page (`onOlder`, while `hasMore`) arrives above.
 */
export function useMessageScroll(
  messages: readonly CachedMessage[] | undefined,
  typing: boolean,
  hasMore: boolean,
  onOlder: () => Promise<void>,
): MessageScroll {
  const scroller = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const loadingOlder = useRef(false)
  const heightBefore = useRef<number | null>(null)

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current
      heightBefore.current = null
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight
    }
  }, [messages, typing])

  // Older pages when the top comes into view, one at a time.
  useEffect(() => {
    const sentinel = top.current
    if (!sentinel || !hasMore) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || loadingOlder.current) return
      loadingOlder.current = true
      heightBefore.current = scroller.current?.scrollHeight ?? null
      onOlder()
        .catch(() => {
          heightBefore.current = null
        })
        .finally(() => {
          loadingOlder.current = false
        })
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore, onOlder])

  const onScroll = () => {
    const element = scroller.current
    if (element) {
      atBottom.current =
        element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX
    }
  }

  return { scroller, top, onScroll }
}

/** The newest message of the partner, seen while shown: the conversation is marked read. */
export function useMarkRead(
  conversation: number,
  messages: readonly CachedMessage[] | undefined,
  owner: number | undefined,
): void {
  const newestTheirs = messages?.reduce(
    (newest, message) =>
      message.sender !== owner && message.id !== null && message.id > newest ? message.id : newest,
    0,
  )
  const marked = useRef(0)
  useEffect(() => {
    const mark = () => {
      if (!newestTheirs || newestTheirs <= marked.current) return
      if (document.visibilityState !== 'visible') return
      marked.current = newestTheirs
      void markRead(conversation, newestTheirs)
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [conversation, newestTheirs])
}
