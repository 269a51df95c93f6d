// The session itself: an HttpOnly cookie holding a random token, which the server sets and
// reads (server/http/session-cookies.ts). The client never reads it; the cookie page lists it.
// Apart from session-hint.ts, which is in the start-up bundle: this name is not needed there.
export const SESSION_COOKIE = 'klik_session'

/** How long the session's cookies last: 30 days after the last use (the server renews them). */
export const SESSION_DAYS = 30
