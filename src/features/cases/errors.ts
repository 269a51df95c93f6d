// The forms' texts for their error codes, and the words for the fields a validation_failed
// answer names (body.email → the email field): the message goes under the field it is about.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../api/errors'
import type { ErrorTexts } from '../../ui/error-message'

export const CASES_ERRORS: ErrorTexts = {
  // A key is sent again with other words: the form starts a new case (use-case-form.ts).
  'case.key_reused': msg`This form was already sent with other details. Please send it again.`,
  'member.not_found': msg`We could not find this member. Please check the address or ID.`,
  // An objection's reference number names no notice or report.
  'case.not_found': msg`We could not find a notice or report with this reference number. Please check it, or leave it out.`,
  validation_failed: msg`Some of the information is not valid. Please check the marked fields.`,
}

/** The fields of the case forms that the server may name. */
export type CaseField =
  | 'topic'
  | 'reason'
  | 'subject'
  | 'reference'
  | 'body'
  | 'name'
  | 'email'
  | 'url'
  | 'member'
  | 'good_faith'

const FIELD_TEXTS: Record<CaseField, MessageDescriptor> = {
  topic: msg`Please choose a topic.`,
  reason: msg`Please choose a reason.`,
  subject: msg`Please choose what you object to.`,
  reference: msg`Please give the number as in our email, for example KL-7Q3M-X2PA, or leave it out.`,
  body: msg`Please write at least 10 characters (at most 4,000).`,
  name: msg`Please enter your name.`,
  email: msg`Please enter a valid email address.`,
  url: msg`Please give a member or a full web address (starting with https://).`,
  member: msg`Please give a member's page address or ID.`,
  good_faith: msg`Please confirm that you send this notice in good faith.`,
}

/** The fields a failed call names, each with its text; empty for any other failure. */
export function fieldErrors(error: unknown): Partial<Record<CaseField, MessageDescriptor>> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {}
  const found: Partial<Record<CaseField, MessageDescriptor>> = {}
  for (const issue of error.fields) {
    const field = issue.path.replace(/^body\./, '').split('.')[0] as CaseField
    if (field in FIELD_TEXTS) found[field] = FIELD_TEXTS[field]
  }
  return found
}
