// What a member reads when a chat call fails, by the contract's error code.
import { msg } from '@lingui/core/macro'
import type { ErrorTexts } from '../../ui/error-message'

export const CHAT_ERRORS: ErrorTexts = {
  'chat.self': msg`You cannot chat with yourself.`,
  'chat.blocked': msg`You cannot write to this member: one of you blocked the other.`,
  'chat.not_found': msg`This conversation does not exist (any more).`,
  'chat.insufficient_credits': msg`You do not have enough credits for this message.`,
  'chat.client_id_reused': msg`This message could not be sent. Please delete it and write it again.`,
  'chat.member_left': msg`This member deleted their account: nobody can read your message, so it was not sent and cost nothing.`,
  'chat.member_removed': msg`This member was removed from Klik: nobody can read your message, so it was not sent and cost nothing.`,
  'member.not_found': msg`This member is no longer available.`,
}
