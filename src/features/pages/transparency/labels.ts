// The report's words for the contract's codes: the categories of notices and reports as the
// forms that send them name them (but privacy, which the notice form words for its sender),
// the grounds of a ban and why a selfie was declined as the operator area names them — the
// same messages, so their translations are the catalogs' own.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BanGround } from '../../../contract/admin'
import type { NoticeReason, ReportReason } from '../../../contract/cases'
import type { VerificationDeclineReason } from '../../../contract/verification'

export const NOTICE_REASON_LABELS: Record<NoticeReason, MessageDescriptor> = {
  illegal: msg`Illegal content`,
  minor: msg`A minor, or content involving minors`,
  harassment: msg`Harassment, threats or hate`,
  fraud: msg`Fraud or a scam`,
  fake: msg`A fake profile or impersonation`,
  intimate_image: msg`Intimate images shared without consent`,
  copyright: msg`Copyright or trademark infringement`,
  privacy: msg`Personal data or photos used without permission`,
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

export const BAN_GROUND_LABELS: Record<BanGround, MessageDescriptor> = {
  fake: msg`Fake profile`,
  scam: msg`Scam or asking for money`,
  harassment: msg`Harassment`,
  inappropriate: msg`Inappropriate content`,
  minor: msg`Possibly under 18`,
  spam: msg`Spam or advertising`,
  terms: msg`Another breach of the terms`,
}

export const DECLINE_REASON_LABELS: Record<VerificationDeclineReason, MessageDescriptor> = {
  pose: msg`Does not copy the pose`,
  face: msg`Face not visible`,
  mismatch: msg`Not the person in the photos`,
  screen: msg`Photo of a screen or print`,
  quality: msg`Too dark, blurred or small`,
}
