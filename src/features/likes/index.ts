// Likes (spec §3, §4): the likes page and the polling that keeps the cached likes fresh; the
// new likes are the 'likes' source of the app badge (src/session/badge.ts).
export { LikesPage } from './LikesPage'
export { isLikesTab, LIKES_TABS, type LikesTab } from './tabs'
export { startLikesPolling } from './polling'
export { reloadLikes } from './sync'
