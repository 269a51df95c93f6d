// The report's words for the notice categories: the complaint form's (ui/moderation-labels.ts),
// but privacy, which that form words for its sender ("My personal data…"); and for what an
// objection was against. The reports' categories, the grounds of a ban and why a selfie was
// declined read as shared there.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NoticeReason, ObjectionSubject } from '../../../contract/cases'
import { NOTICE_REASON_LABELS as SENDERS_WORDS } from '../../../ui/moderation-labels'

export const NOTICE_REASON_LABELS: Record<NoticeReason, MessageDescriptor> = {
  ...SENDERS_WORDS,
  privacy: msg`Personal data or photos used without permission`,
}

export const OBJECTION_SUBJECT_LABELS: Record<ObjectionSubject, MessageDescriptor> = {
  ban: msg`A ban`,
  photo: msg`A hidden photo`,
  notice: msg`A decision on a notice or report`,
}
