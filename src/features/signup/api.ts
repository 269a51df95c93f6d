// The signup wizard's calls (spec §7), each answer checked against the contract's schema
// (this feature is loaded lazily, so zod is no start-up cost here). The photo upload is in
// upload.ts (it needs progress).
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import type { GeocodeResponse } from '../../contract/geo'
import type { SignupBody, ValidateEmailResponse } from '../../contract/signup'
import type { UserResponse, UserUpdateBody } from '../../contract/user'

export function validateEmail(email: string, signal?: AbortSignal): Promise<ValidateEmailResponse> {
  return call(routes.validateEmail, { query: { email } }, { signal })
}

export async function createAccount(body: SignupBody): Promise<UserResponse> {
  return call(routes.signup, { body })
}

export async function updateUser(body: UserUpdateBody): Promise<UserResponse> {
  return call(routes.updateUser, { body })
}

export function geocode(lat: number, lon: number, signal?: AbortSignal): Promise<GeocodeResponse> {
  return call(routes.geocode, { query: { lat, lon } }, { signal })
}

export async function activationDelivered(): Promise<boolean> {
  const answer = await call(routes.activate, {}, { cache: 'no-store' })
  return answer.delivered
}
