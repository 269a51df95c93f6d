// The session's calls: who is logged in (GET /api/user.php: the user, or 403 when logged
// out) and log out. Logging in is the login page's own (features/auth).
import { call } from '../api/call'
import { ApiError } from '../api/errors'
import * as routes from '../contract/routes'
import type { UserResponse } from '../contract/user'

export async function fetchUser(): Promise<UserResponse | null> {
  try {
    return await call(routes.user, {})
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null
    throw error
  }
}

/** Answers the text "done" on success (spec §7). */
export async function logoutCall(): Promise<void> {
  const answer = await call(routes.logout, {})
  if (answer !== 'done') throw new Error(`Unexpected logout answer: ${String(answer)}`)
}
