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
  bad_request: msg`Your request could not be read. Please reload the page and try again.`,
  method_not_allowed: msg`This action is not possible here. Please reload the page and try again.`,
  payload_too_large: msg`What you sent is too large. Please try a smaller file or a shorter text.`,
  unsupported_media_type: msg`This kind of file or content cannot be sent here.`,
  headers_too_large: msg`Your browser is sending too much stored data for this site. Please clear this site's cookies and log in again.`,
  request_timeout: msg`Your request took too long to arrive. Check your connection and try again.`,
  'mail_change.invalid_token': msg`This link is no longer valid. To get a new one, change your email address again in your profile.`,
  'member.not_found': msg`This member is not available.`,
  'likes.self': msg`You cannot like your own profile.`,
  'block.self': msg`You cannot block yourself.`,
  'search.invalid_country': msg`This country cannot be searched on this site.`,
  'search.invalid_age_range': msg`The lowest age must not be above the highest age.`,
  'search.login_required': msg`Please log in to search for members.`,
  'partners.none': msg`This offer is not available on this site.`,
  'partners.unknown_account': msg`This webcam profile is no longer available.`,
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
