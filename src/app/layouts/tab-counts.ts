// The counts on the phone tab bar come from the app badge's named sources (session/badge):
// new likes on Likes, unread messages on Chats.
import { useAtomValue } from 'jotai'
import { badgeSourcesAtom } from '../../session/badge'
import type { TabCounts } from './TabBar'

export function useTabCounts(): TabCounts {
  const sources = useAtomValue(badgeSourcesAtom)
  return { likes: sources.likes, chats: sources.messages }
}
