// Logging in: the login page and the route guard. The member, their loading and logging out
// are the session's (src/session).
export { guardRoute, type AuthMode } from './guard'
export { LoginPage } from './LoginPage'
