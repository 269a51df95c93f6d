// Logging in (POST /api/login.php). Who is logged in and logging out are the session's
// (src/session).
import { request } from '../../api/client'
import type { LoginBody } from '../../contract/session'
import type { UserResponse } from '../../contract/user'

export async function login(body: LoginBody): Promise<UserResponse> {
  return (await request('/api/login.php', { method: 'POST', body })) as UserResponse
}
