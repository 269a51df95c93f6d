import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../app/NotFoundPage'
import { MemberChatPage } from '../../../features/chats'
import { parseMemberId } from '../../../lib/member-id'

// Chat with a member (spec §2: chat layout, no login required): members go to the
// conversation, visitors see the member and the way to an account.
export const Route = createFileRoute('/members/$memberId/chat')({
  staticData: { auth: 'optional', layout: 'chat' },
  component: MemberChatRoute,
})

function MemberChatRoute() {
  const { memberId } = Route.useParams()
  const id = parseMemberId(memberId)
  return id === null ? <NotFoundPage /> : <MemberChatPage memberId={id} />
}
