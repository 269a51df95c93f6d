export { ensureUser, guardRoute, type AuthMode } from './guard'
export { loggedInAtom, userAtom } from './state'
