// Members as other members see them: the member page and its landers, blocking and the
// members the error page shows. The card itself is shared (ui/member), its cache too
// (db/cards.ts); the like button is the likes feature's, starting a chat the chats'.
export { MemberPage } from './MemberPage'
export { MemberLander } from './MemberLander'
export { MemberFictionalWarning } from './MemberFictionalWarning'
export { ErrorMembers } from './ErrorMembers'
