// Members as other members see them: the card (search results, likes, the error page), the
// like and start-conversation actions, the member page and its landers, and their Dexie cache.
export { ProfileCard, type ProfileCardProps } from './ProfileCard'
export { LikeButton } from './LikeButton'
export { StartConversationButton } from './StartConversationButton'
export { saveCards, useCachedCards } from './cache'
export { languageBadge } from './language-badge'
export { onLikeToggled } from './like-events'
export { MemberPage } from './MemberPage'
export { MemberLander } from './MemberLander'
export { MemberFictionalWarning } from './MemberFictionalWarning'
export { ErrorMembers } from './ErrorMembers'
