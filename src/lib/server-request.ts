// What the app reads of the browser it runs in — its cookies, its user agent — is, on the
// server (a rendered page, src/entry-server.tsx), the asking browser's request headers; and
// what the server needs to know of what the page drew (its lazy parts).
import type { LazyPart } from '../contract/ssr'

let serverHeaders: (() => Headers | undefined) | null = null

/** The server's way to the rendered request's headers (src/entry-server.tsx sets it). */
export function setServerHeaders(read: () => Headers | undefined): void {
  serverHeaders = read
}

/** The browser's cookies, as `document.cookie` spells them (the Cookie header on the server). */
export const cookieString = (): string =>
  import.meta.env.SSR ? (serverHeaders?.()?.get('cookie') ?? '') : document.cookie

export const userAgent = (): string =>
  import.meta.env.SSR ? (serverHeaders?.()?.get('user-agent') ?? '') : navigator.userAgent

let drawnPart: ((part: LazyPart) => void) | null = null

/** The server's note of a lazy part the rendered page drew (src/entry-server.tsx sets it). */
export function setDrawnPartNote(note: (part: LazyPart) => void): void {
  drawnPart = note
}

/** On the server: the page being rendered draws `part`, whose styles its head must link. */
export function noteDrawnPart(part: LazyPart): void {
  if (import.meta.env.SSR) drawnPart?.(part)
}
