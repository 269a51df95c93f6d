// The session, shared by every feature: the current member and the site's settings (jotai
// atoms), their loading and refetching, the offline copies (last member, last settings) and
// logging out.
export {
  featuresAtom,
  LOGGING_OUT_FLAG_MS,
  loggedInAtom,
  loggingOutAtom,
  settingsAtom,
  templateAtom,
  userAtom,
} from './state'
export {
  ensureUser,
  forgetMember,
  logOut,
  refetchUser,
  setSessionEndHandler,
  setSessionLostHandler,
} from './user'
export { lastKnownUser, startRememberingUser } from './last-user'
export { loadSettings, refreshSettings } from './settings'
export { notifyLikesChanged, onLikesChanged } from './likes-changed'
export { loggedOutSearchAllowed, storedTrafficsource } from './visitor-search'
