// What a member is told about verification (issue 32 §1), shared by /profile, where the member
// copies a pose and reads why a selfie was declined, and /admin, where an operator checks the
// pose and picks the reason: both see the same words.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VerificationDeclineReason, VerificationPose } from '../../contract/verification'

/** How to copy each pose: shown under its drawing, and the drawing's accessible name. */
export const POSE_INSTRUCTIONS: Record<VerificationPose, MessageDescriptor> = {
  thumbs_up: msg`Hold a thumb up beside your face`,
  peace: msg`Make a V sign with two fingers beside your face`,
  open_palm: msg`Hold your open hand beside your face`,
  point_up: msg`Point one finger up beside your face`,
  hand_on_chin: msg`Rest your chin on your hand`,
  head_turn: msg`Turn your head to the side, so we see your profile`,
}

/** Why a selfie was declined, as the member reads it (and the operator picks it). */
export const DECLINE_REASON_TEXTS: Record<VerificationDeclineReason, MessageDescriptor> = {
  pose: msg`The selfie does not copy the pose.`,
  face: msg`Your face is not fully visible.`,
  mismatch: msg`The person in the selfie does not look like the person in your photos.`,
  screen: msg`This is a photo of a screen or of a print, not a selfie.`,
  quality: msg`The selfie is too dark, blurred or small.`,
}
