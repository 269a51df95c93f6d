// The three lists of /likes (spec §2 /likes/{type}): likes received, likes given, and who
// visited the member's page (issue 32 §2).
export const LIKES_TABS = ['received', 'given', 'visitors'] as const
export type LikesTab = (typeof LIKES_TABS)[number]

export function isLikesTab(value: string): value is LikesTab {
  return (LIKES_TABS as readonly string[]).includes(value)
}
