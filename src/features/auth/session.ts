// Logging in from the login page: the answer is the member, who becomes the session's.
import type { LoginBody } from '../../contract/session'
import type { UserResponse } from '../../contract/user'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { login } from './api'

export async function logIn(body: LoginBody): Promise<UserResponse> {
  const user = await login(body)
  store.set(userAtom, user)
  return user
}
