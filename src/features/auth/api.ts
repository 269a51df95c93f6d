// The current member: GET /api/user.php answers the user, or 403 when logged out.
import { request } from '../../api/client'
import { ApiError } from '../../api/errors'
import type { UserResponse } from '../../contract/user'

export async function fetchUser(): Promise<UserResponse | null> {
  try {
    return (await request('/api/user.php')) as UserResponse
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null
    throw error
  }
}
