// Who is writing: a partner's typing signal (live channel) shows for TYPING_SHOWN_MS, longer
// while signals keep coming; their message arriving ends it at once. In memory only.
import { useSyncExternalStore } from 'react'
import { TYPING_SHOWN_MS } from '../../contract/events'

const until = new Map<number, number>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()

function changed(): void {
  for (const listener of [...listeners]) listener()
}

export function partnerTyping(conversation: number, now = Date.now()): void {
  until.set(conversation, now + TYPING_SHOWN_MS)
  clearTimeout(timers.get(conversation))
  timers.set(
    conversation,
    setTimeout(() => stopTyping(conversation), TYPING_SHOWN_MS),
  )
  changed()
}

export function stopTyping(conversation: number): void {
  clearTimeout(timers.get(conversation))
  timers.delete(conversation)
  if (until.delete(conversation)) changed()
}

export function useTyping(conversation: number): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => until.has(conversation),
  )
}
