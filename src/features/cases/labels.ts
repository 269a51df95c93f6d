// The member-facing words for the contact form's topics (src/contract/cases.ts), typed by the
// list, so a value added to the contract fails typecheck until it has words. The notice and
// report reasons are shared with the operator area and the transparency report
// (ui/moderation-labels.ts).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactTopic } from '../../contract/cases'

export const TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  account: msg`My account`,
  payment: msg`Payments and credits`,
  profile: msg`My profile and photos`,
  technical: msg`Something does not work`,
  privacy: msg`Privacy and my data`,
  other: msg`Something else`,
}
