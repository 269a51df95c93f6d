// Chats (spec §2, §3, §4 Chats, §7, §8; issue 10): the list, a conversation, starting one
// from a card or a member page, the outbox that sends what the member writes, and the job
// that keeps it all fresh from the live channel (or by polling while that is down).
export { chatsJob } from './polling'
export { StartConversationButton } from './StartConversationButton'
export { ChatsPage } from './ChatList'
export { ChatPage } from './ChatPage'
export { MemberChatPage } from './MemberChatPage'
