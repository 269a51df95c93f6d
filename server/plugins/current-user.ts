// The logged-in member's user object for an answer. A session whose account is gone (deleted
// meanwhile) counts as logged out.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UserResponse } from '../../src/contract/user'
import { loadUserResponse } from '../domain/accounts/user-view'
import { endSession, userOf } from './auth'
import { httpError } from '../domain/api-error'

export async function currentUserResponse(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserResponse> {
  const user = await loadUserResponse(request.server.db, userOf(request).id, request.site)
  if (user === null) {
    await endSession(request, reply)
    throw httpError(403, 'auth.required', 'Not logged in')
  }
  return user
}
