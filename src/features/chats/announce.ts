// A new message while the member is elsewhere (issue 28 §6): a short notice at the template's
// toast place with the sender's name and a link to the chat, gone after a few seconds. Not in
// the chat itself or on the chat list (the message is there), not for the member's own
// messages from another tab, and not while the page is hidden (the tab's title and the push
// tell then). The toast area is
// a polite live region: read out, never taking the focus.
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Message } from '../../contract/chat'
import { showToast } from '../../ui/toast-state'
import { cachedName } from './cache'
import { isSeen } from './presence'

/** Long enough to read a name and reach the link, short enough not to pile up. */
export const MESSAGE_TOAST_MS = 8_000

/** Where the member is when a message arrives. */
export interface Whereabouts {
  /** Looking at that conversation. */
  seen: boolean
  /** On the chat list, which shows it. */
  onList: boolean
  hidden: boolean
}

/** Whether a message arriving now gets a notice (pure, for the tests). */
export function shouldAnnounce(owner: number, message: Message, where: Whereabouts): boolean {
  return message.sender !== owner && !where.seen && !where.onList && !where.hidden
}

/** Shows the notice for `message` once its sender's card is known (the chat list holds it). */
export async function announceMessage(owner: number, message: Message): Promise<void> {
  const where = {
    seen: isSeen(message.conversation),
    onList: window.location.pathname.replace(/\/$/, '') === '/chats',
    hidden: document.visibilityState === 'hidden',
  }
  if (!shouldAnnounce(owner, message, where)) return
  const name = await cachedName(message.sender)
  showToast({
    kind: 'info',
    body: name === undefined ? i18n._(msg`New message`) : i18n._(msg`New message from ${name}`),
    link: { label: i18n._(msg`Open chat`), to: `/chats/${message.conversation}` },
    timeoutMs: MESSAGE_TOAST_MS,
  })
}
