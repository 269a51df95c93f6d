import { createFileRoute } from '@tanstack/react-router'
// The page's own module, not the feature's index (its polling job, the live channel, the
// conversation page: zod and the contract's schemas, built before the list could hydrate).
import { ChatsPage } from '../../features/chats/ChatList'
import { ssrLoad } from '../-ssr/loader'

// The member's conversations (spec §2: default layout, login required).
export const Route = createFileRoute('/chats/')({
  loader: import.meta.env.SSR ? (args) => ssrLoad('chats', args) : undefined,
  component: ChatsPage,
})
