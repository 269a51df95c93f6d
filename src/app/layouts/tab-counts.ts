// The counts of the navigation — the phone tab bar and the top navigation alike, one source:
// the app badge's named sources (session/badge) give new likes and unread messages on Chats;
// the user answer the new visitors (issue 32 §2), which join the new likes on Likes (the
// visitors are a tab of /likes) but not the app badge, and the unseen notifications on Alerts
// (session/notifications-count).
import { useAtomValue } from 'jotai'
import { userAtom } from '../../session'
import { badgeSourcesAtom } from '../../session/badge'
import { notificationsUnseenAtom } from '../../session/notifications-count'
import type { TabCounts } from './TabBar'

export function useTabCounts(): TabCounts {
  const sources = useAtomValue(badgeSourcesAtom)
  const notifications = useAtomValue(notificationsUnseenAtom)
  const visitors = useAtomValue(userAtom)?.visitors_new ?? 0
  return { likes: (sources.likes ?? 0) + visitors, chats: sources.messages, notifications }
}
