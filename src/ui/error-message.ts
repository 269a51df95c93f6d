// The member-facing text for a failed call. Texts are keyed by the contract's ErrorCode: each
// feature keeps one map of its own codes (features/<name>/errors.ts) and passes it here; the
// codes any page may meet (the error page shows whatever failed) are the common ones below.
// An unknown code shows the server's own message.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError, NetworkError } from '../api/errors'
import type { ErrorCode } from '../contract/errors'

/** A feature's texts for its error codes. */
export type ErrorTexts = Partial<Record<ErrorCode, MessageDescriptor>>

const COMMON: ErrorTexts = {
  'auth.required': msg`Please log in to continue.`,
  not_found: msg`We could not find what you were looking for.`,
  rate_limited: msg`That was a bit quick. Please wait a moment and try again.`,
  validation_failed: msg`Some of the information is not valid. Please check it and try again.`,
  origin_mismatch: msg`This request came from another site and was refused.`,
  internal: msg`Something went wrong on our side. Please try again in a moment.`,
  bad_request: msg`Your request could not be read. Please reload the page and try again.`,
  method_not_allowed: msg`This action is not possible here. Please reload the page and try again.`,
  payload_too_large: msg`What you sent is too large. Please try a smaller file or a shorter text.`,
  unsupported_media_type: msg`This kind of file or content cannot be sent here.`,
  headers_too_large: msg`Your browser is sending too much stored data for this site. Please clear this site's cookies and log in again.`,
  request_timeout: msg`Your request took too long to arrive. Check your connection and try again.`,
  server_busy: msg`Klik is very busy right now. Please try again in a few seconds.`,
}

/**
 * The text for `error` in `i18n`'s language (a component's, from useLingui: on the server
 * each request has its own): the feature's `texts` first, then the common ones.
 */
export function errorMessage(i18n: I18n, error: unknown, texts: ErrorTexts = {}): string {
  if (error instanceof ApiError) {
    const code = error.code as ErrorCode
    const known = texts[code] ?? COMMON[code]
    return known ? i18n._(known) : error.message
  }
  if (error instanceof NetworkError)
    return i18n._(msg`You seem to be offline. Check your connection and try again.`)
  return i18n._(msg`Something went wrong on our side. Please try again in a moment.`)
}
