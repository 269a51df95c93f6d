// The two lists of /likes (spec §2 /likes/{type}): likes received and likes given.
export const LIKES_TABS = ['received', 'given'] as const
export type LikesTab = (typeof LIKES_TABS)[number]

export function isLikesTab(value: string): value is LikesTab {
  return (LIKES_TABS as readonly string[]).includes(value)
}
