// The words for moderation's codes that several places show: why a member reports a member,
// why anyone sends a notice (the /complaints form's wording, written for its sender), the
// grounds of a ban and why a selfie was declined (the operator area's wording). The report
// form, the complaint form, the operator area and the public transparency report read them
// here, so one code has one wording and one translation. Typed by the contract's lists: a
// code added there fails typecheck until it has words.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BanGround } from '../contract/admin'
import type { NoticeReason, ReportReason } from '../contract/cases'
import type { VerificationDeclineReason } from '../contract/verification'

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

/** The grounds of a ban, as the operator chooses them (the member reads sentences: BanNotice). */
export const BAN_GROUND_LABELS: Record<BanGround, MessageDescriptor> = {
  fake: msg`Fake profile`,
  scam: msg`Scam or asking for money`,
  harassment: msg`Harassment`,
  inappropriate: msg`Inappropriate content`,
  minor: msg`Possibly under 18`,
  spam: msg`Spam or advertising`,
  terms: msg`Another breach of the terms`,
}

/**
 * Why a selfie is declined, in the operator's words (the member reads their own sentences:
 * DECLINE_REASON_TEXTS in ui/verification).
 */
export const DECLINE_REASON_LABELS: Record<VerificationDeclineReason, MessageDescriptor> = {
  pose: msg`Does not copy the pose`,
  face: msg`Face not visible`,
  mismatch: msg`Not the person in the photos`,
  screen: msg`Photo of a screen or print`,
  quality: msg`Too dark, blurred or small`,
}
