// The member-facing words for the contact form's topics and the objection form's subjects
// (src/contract/cases.ts), typed by the lists, so a value added to the contract fails
// typecheck until it has words. The notice and report reasons are shared with the operator
// area and the transparency report (ui/moderation-labels.ts).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactTopic, ObjectionSubject } from '../../contract/cases'

export const TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  account: msg`My account`,
  payment: msg`Payments and credits`,
  profile: msg`My profile and photos`,
  technical: msg`Something does not work`,
  privacy: msg`Privacy and my data`,
  other: msg`Something else`,
}

/** What an objection is against, in the words of the one who objects. */
export const SUBJECT_LABELS: Record<ObjectionSubject, MessageDescriptor> = {
  ban: msg`My account was blocked`,
  photo: msg`A photo of mine was hidden`,
  notice: msg`The decision on a notice or report`,
}
