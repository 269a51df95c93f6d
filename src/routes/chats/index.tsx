import { createFileRoute } from '@tanstack/react-router'
import { ChatsPage } from '../../features/chats'

// The member's conversations (spec §2: default layout, login required).
export const Route = createFileRoute('/chats/')({
  component: ChatsPage,
})
