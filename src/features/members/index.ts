// Members as other members see them: the member page and its landers, blocking, the start-
// conversation action and the members the error page shows. The card itself is shared
// (ui/member), its cache too (db/cards.ts); the like button is the likes feature's.
export { StartConversationButton } from './StartConversationButton'
export { MemberPage } from './MemberPage'
export { MemberLander } from './MemberLander'
export { MemberFictionalWarning } from './MemberFictionalWarning'
export { ErrorMembers } from './ErrorMembers'
