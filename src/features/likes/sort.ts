// The order of received likes (spec §4 "received likes sorted with new first"): new ones
// first, then the newest like first within each group.
import type { LikedByItem } from '../../contract/members'

type Like = Pick<LikedByItem, 'id' | 'like_new' | 'liked_at'>

export function sortLikedBy<T extends Like>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      Number(b.like_new) - Number(a.like_new) ||
      Date.parse(b.liked_at) - Date.parse(a.liked_at) ||
      b.id - a.id,
  )
}

export function countNew(items: readonly Pick<Like, 'like_new'>[]): number {
  return items.filter((item) => item.like_new).length
}
