import { createFileRoute } from '@tanstack/react-router'
import { ChatPage } from '../../features/chats'
import { NotFoundPage } from '../../app/NotFoundPage'

// A conversation (spec §2: chat layout, login required).
export const Route = createFileRoute('/chats/$chatId')({
  staticData: { layout: 'chat' },
  component: ChatRoute,
})

function ChatRoute() {
  const { chatId } = Route.useParams()
  const conversation = /^\d{1,15}$/.test(chatId) ? Number(chatId) : null
  return conversation === null ? <NotFoundPage /> : <ChatPage conversation={conversation} />
}
