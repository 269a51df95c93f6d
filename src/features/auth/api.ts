// Logging in (POST /api/login.php). Who is logged in and logging out are the session's
// (src/session).
import { call } from '../../api/call'
import type { LoginBody } from '../../contract/session'
import * as routes from '../../contract/routes'
import type { UserResponse } from '../../contract/user'

export function login(body: LoginBody): Promise<UserResponse> {
  return call(routes.login, { body })
}
