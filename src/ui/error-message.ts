// The member-facing text for a failed call: a translated message for each known error
// code, the server's own message otherwise. Features add their codes beside their forms.
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError, ContractError, NetworkError } from '../api/errors'

const BY_CODE: Record<string, MessageDescriptor> = {
  'auth.required': msg`Please log in to continue.`,
  not_found: msg`We could not find what you were looking for.`,
  rate_limited: msg`That was a bit quick. Please wait a moment and try again.`,
  validation_failed: msg`Some of the information is not valid. Please check it and try again.`,
  origin_mismatch: msg`This request came from another site and was refused.`,
  internal: msg`Something went wrong on our side. Please try again in a moment.`,
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const known = BY_CODE[error.code]
    return known ? i18n._(known) : error.message
  }
  if (error instanceof NetworkError)
    return i18n._(msg`You seem to be offline. Check your connection and try again.`)
  if (error instanceof ContractError)
    return i18n._(msg`Something went wrong on our side. Please try again in a moment.`)
  return i18n._(msg`Something went wrong on our side. Please try again in a moment.`)
}
