// The member-facing words for the contract's lists (src/contract/cases.ts): the contact
// form's topics, the notice reasons of /complaints and the report reasons. One record per
// list, typed by the list, so a value added to the contract fails typecheck until it has words.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactTopic, NoticeReason, ReportReason } from '../../contract/cases'

export const TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  account: msg`My account`,
  payment: msg`Payments and credits`,
  profile: msg`My profile and photos`,
  technical: msg`Something does not work`,
  privacy: msg`Privacy and my data`,
  other: msg`Something else`,
}

export const NOTICE_REASON_LABELS: Record<NoticeReason, MessageDescriptor> = {
  illegal: msg`Illegal content`,
  minor: msg`A minor, or content involving minors`,
  harassment: msg`Harassment, threats or hate`,
  fraud: msg`Fraud or a scam`,
  fake: msg`A fake profile or impersonation`,
  intimate_image: msg`Intimate images shared without consent`,
  copyright: msg`Copyright or trademark infringement`,
  privacy: msg`My personal data or photos used without permission`,
  other: msg`Something else`,
}

export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  fake: msg`Fake profile`,
  scam: msg`Scam or asking for money`,
  harassment: msg`Harassment or threats`,
  inappropriate: msg`Inappropriate photos or language`,
  minor: msg`Seems to be under 18`,
  spam: msg`Spam or advertising`,
  other: msg`Something else`,
}
