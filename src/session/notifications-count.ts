// The Alerts count (issue 28 §6): the notifications that came after the member last looked at
// /notifications. The user answer carries it (the server counts it cheaply, at boot and on
// every refetch); what may add a notification — a like, a match, a partner's message, credits
// that landed — refetches the user (session/user-polling.ts), and looking at the centre
// clears it here at once.
import { atom } from 'jotai'
import { store } from '../lib/store'
import { userAtom } from './state'

export const notificationsUnseenAtom = atom((get) => get(userAtom)?.notifications_unseen ?? 0)

/** The member looked at the centre: nothing is new there now. */
export function clearNotificationsUnseen(): void {
  const user = store.get(userAtom)
  if (user && user.notifications_unseen !== 0) {
    store.set(userAtom, { ...user, notifications_unseen: 0 })
  }
}
