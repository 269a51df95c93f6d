// The operator area's words for the contract's codes: case kinds and statuses (an objection's
// close reads upheld or rejected), the reasons of reports, notices and contact messages and what
// an objection is against (src/contract/cases.ts) in the queue's short words, and the audit
// log's actions; the grounds of a ban and why a selfie is declined are shared
// (ui/moderation-labels.ts). A reason the lists do not know (an older case) shows as the server
// stored it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AUDIT_ACTIONS, CASE_KINDS, CASE_STATUSES } from '../../contract/admin'
import type {
  ContactTopic,
  NoticeReason,
  ObjectionSubject,
  ReportReason,
} from '../../contract/cases'
import type { OrderStatus } from '../../contract/shop'
import { BAN_GROUND_LABELS } from '../../ui/moderation-labels'

type CaseKind = (typeof CASE_KINDS)[number]
type CaseStatus = (typeof CASE_STATUSES)[number]

export const KIND_LABELS: Record<CaseKind, MessageDescriptor> = {
  report: msg`Report`,
  notice: msg`Notice`,
  contact: msg`Contact message`,
  verification: msg`Verification`,
  objection: msg`Objection`,
}

const STATUS_LABELS: Record<CaseStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'case status' }),
  resolved: msg`Resolved`,
  dismissed: msg`Dismissed`,
}

/** An objection closed as resolved was upheld (the decision reversed), dismissed rejected. */
const OBJECTION_STATUS_LABELS: Record<CaseStatus, MessageDescriptor> = {
  open: STATUS_LABELS.open,
  resolved: msg({ message: 'Upheld', context: 'objection status' }),
  dismissed: msg({ message: 'Rejected', context: 'objection status' }),
}

/** A case's status in words: an objection's close says what came of it. */
export const statusLabel = (kind: CaseKind, status: CaseStatus): MessageDescriptor =>
  (kind === 'objection' ? OBJECTION_STATUS_LABELS : STATUS_LABELS)[status]

// The grounds a report can lead to are the report reasons (BAN_GROUNDS), in the same words.
const { terms: _notAReportReason, ...REPORT_GROUND_LABELS } = BAN_GROUND_LABELS
const REPORT_LABELS: Record<ReportReason, MessageDescriptor> = {
  ...REPORT_GROUND_LABELS,
  other: msg`Something else`,
}

const NOTICE_LABELS: Record<NoticeReason, MessageDescriptor> = {
  illegal: msg`Illegal content`,
  minor: msg`Possibly under 18`,
  harassment: msg`Harassment`,
  fraud: msg`Fraud`,
  fake: msg`Fake profile`,
  intimate_image: msg`Intimate image shared without consent`,
  copyright: msg`Copyright`,
  privacy: msg`Privacy`,
  other: msg`Something else`,
}

const CONTACT_LABELS: Record<ContactTopic, MessageDescriptor> = {
  account: msg`My account`,
  payment: msg`Payments`,
  profile: msg`Profiles and photos`,
  technical: msg`Technical problem`,
  privacy: msg`Privacy`,
  other: msg`Something else`,
}

const OBJECTION_LABELS: Record<ObjectionSubject, MessageDescriptor> = {
  ban: msg({ message: 'Ban', context: 'objection subject' }),
  photo: msg`Hidden photo`,
  notice: msg`Decision on a notice or report`,
}

const REASON_LABELS: Record<CaseKind, Record<string, MessageDescriptor>> = {
  report: REPORT_LABELS,
  notice: NOTICE_LABELS,
  contact: CONTACT_LABELS,
  // A verification case's reason is always the code 'verification' (submit-selfie.ts).
  verification: { verification: msg`Selfie to check` },
  objection: OBJECTION_LABELS,
}

/** The label of a case's reason (or topic), or undefined for a code the lists lack. */
export function reasonLabel(kind: CaseKind, reason: string): MessageDescriptor | undefined {
  return REASON_LABELS[kind][reason]
}

export const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], MessageDescriptor> = {
  ban: msg`Banned`,
  unban: msg`Ban lifted`,
  hide_photo: msg`Photo hidden`,
  show_photo: msg`Photo shown again`,
  refund: msg`Order refunded`,
  close_case: msg`Case closed`,
  reopen_case: msg`Case reopened`,
  grant_operator: msg`Operator role granted`,
  revoke_operator: msg`Operator role taken away`,
  approve_verification: msg`Approved a verification`,
  decline_verification: msg`Declined a verification`,
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  open: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
  expired: msg`Expired`,
  refunded: msg`Refunded`,
  charged_back: msg`Charged back`,
}
