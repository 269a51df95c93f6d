// The member's credits changed (a message paid, a live balance event): the user follows.
// Not part of the session's start-up chunk: only lazy chunks (the outbox, the live channel's
// wiring) change credits, so they import this module by its path.
import { store } from '../lib/store'
import { userAtom } from './state'

export function setCredits(balance: number): void {
  const user = store.get(userAtom)
  if (user && user.credits !== balance) store.set(userAtom, { ...user, credits: balance })
}
