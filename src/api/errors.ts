// Typed failures of an /api call. The client never shows or redirects anything itself:
// the caller decides (retry, read the cache, show the translated message for the code).

export interface FieldIssue {
  path: string
  message: string
}

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
    /** Seconds to wait before retrying (a 429's Retry-After), when the server said. */
    readonly retryAfter?: number,
    /** The numbers the code speaks of (chat.insufficient_credits: cost, balance). */
    readonly details?: Record<string, number>,
  ) {
    super(message)
  }
}

/** The request never got an answer (offline, DNS, aborted connection). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(override readonly cause: unknown) {
    super('The network request failed')
  }
}
