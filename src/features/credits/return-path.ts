// Where a member goes back to after paying (?return=/chats/12 from a chat's "Buy credits"):
// a path of this site only — one leading slash, never "//host" — as the order's return_to.
import { returnPathSchema } from '../../contract/shop'

export function returnPath(value: unknown): string | null {
  const parsed = returnPathSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** A conversation to go back to: the transaction page returns there by itself. */
export function isChatPath(path: string): boolean {
  return /^\/chats\/\d+$/.test(path)
}

/** The conversation's address with the flag that retries its messages that lacked credits. */
export function afterPaymentPath(path: string): string {
  return isChatPath(path) ? `${path}?paid=1` : path
}
