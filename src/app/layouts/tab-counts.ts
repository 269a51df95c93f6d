// The counts of the navigation — the phone tab bar and the top navigation alike, one source:
// the app badge's named sources (session/badge) give new likes on Likes and unread messages on
// Chats; the user answer the unseen notifications on Alerts (session/notifications-count).
import { useAtomValue } from 'jotai'
import { badgeSourcesAtom } from '../../session/badge'
import { notificationsUnseenAtom } from '../../session/notifications-count'
import type { TabCounts } from './TabBar'

export function useTabCounts(): TabCounts {
  const sources = useAtomValue(badgeSourcesAtom)
  const notifications = useAtomValue(notificationsUnseenAtom)
  return { likes: sources.likes, chats: sources.messages, notifications }
}
