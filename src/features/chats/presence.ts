// Which conversation this tab shows right now (the chat page sets it): a message arriving
// there is seen, not unread, and the page marks it read.
let open: number | null = null

export function setOpenConversation(conversation: number | null): void {
  open = conversation
}

/** The member is looking at this conversation: it is open and the page is shown. */
export function isSeen(conversation: number): boolean {
  return open === conversation && document.visibilityState === 'visible'
}
