// The member pages' texts for their error codes.
import { msg } from '@lingui/core/macro'
import type { ErrorTexts } from '../../ui/error-message'

export const MEMBERS_ERRORS: ErrorTexts = {
  'member.not_found': msg`This member is not available.`,
  'block.self': msg`You cannot block yourself.`,
}
