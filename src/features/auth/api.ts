// The session calls: who is logged in (GET /api/user.php: the user, or 403 when logged
// out), log in, log out.
import { request } from '../../api/client'
import { ApiError } from '../../api/errors'
import type { LoginBody } from '../../contract/session'
import type { UserResponse } from '../../contract/user'

export async function fetchUser(): Promise<UserResponse | null> {
  try {
    return (await request('/api/user.php')) as UserResponse
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null
    throw error
  }
}

export async function login(body: LoginBody): Promise<UserResponse> {
  return (await request('/api/login.php', { method: 'POST', body })) as UserResponse
}

/** Answers the text "done" on success (spec §7). */
export async function logoutCall(): Promise<void> {
  const answer = await request('/api/logout.php')
  if (answer !== 'done') throw new Error(`Unexpected logout answer: ${String(answer)}`)
}
