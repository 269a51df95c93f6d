// The operator area's texts for its error codes (the common ones are in ui/error-message.ts).
import { msg } from '@lingui/core/macro'
import type { ErrorTexts } from '../../ui/error-message'

export const ADMIN_ERRORS: ErrorTexts = {
  'admin.forbidden': msg`This area is for operators.`,
  'member.not_found': msg`There is no member with this number or email address.`,
  'order.not_refundable': msg`This order cannot be refunded: it is not paid, or it was refunded already.`,
  'order.not_found': msg`This order does not exist.`,
  not_found: msg`We could not find what you were looking for.`,
  'verification.decided': msg`This selfie was decided already. The queue shows the decision.`,
  'verification.no_photo': msg`This member has no main photo now, so there is nothing to verify. Decline the selfie instead.`,
  'verification.not_found': msg`This verification does not exist.`,
  'verification.pending': msg`Approve or decline the selfie: that closes this case.`,
  'verification.no_selfie': msg`The selfie is gone: it was decided already.`,
}
