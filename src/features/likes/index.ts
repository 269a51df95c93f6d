// Likes (spec §3, §4): the likes page (its visitors tab too, issue 32 §2), the like button
// and every write of likes data (the likes list, a card's did_like_profile, a like seen), the
// polling that keeps the cached likes fresh and the app badge their new likes count on (a sum
// of named sources the chats will add to).
export { LikesPage } from './LikesPage'
export { LikeButton } from './LikeButton'
export { LikeSeen } from './LikeSeen'
export { isLikesTab, LIKES_TABS, type LikesTab } from './tabs'
export { likesJob } from './polling'
export { reloadLikes } from './sync'
