// Likes (spec §3, §4): the likes page, the polling that keeps the cached likes fresh and the
// app badge their new likes count on (a sum of named sources the chats will add to).
export { LikesPage } from './LikesPage'
export { isLikesTab, LIKES_TABS, type LikesTab } from './tabs'
export { startLikesPolling } from './polling'
export { reloadLikes } from './sync'
export { badgeTotal, clearBadge, setBadgeSource } from './app-badge'
