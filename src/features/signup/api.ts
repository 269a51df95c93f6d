// The signup wizard's calls (spec §7). Small answers are checked against the contract's
// schemas; the user object is typed, not parsed (the server serializes it through the
// contract, see docs/decisions.md). The photo upload is in upload.ts (it needs progress).
import { request } from '../../api/client'
import { geocodeResponseSchema, type GeocodeResponse } from '../../contract/geo'
import {
  profileFieldsResponseSchema,
  type ProfileFieldsResponse,
} from '../../contract/profile-fields'
import {
  activateStatusResponseSchema,
  validateEmailResponseSchema,
  type SignupBody,
  type ValidateEmailResponse,
} from '../../contract/signup'
import type { UserResponse, UserUpdateBody } from '../../contract/user'

export function validateEmail(email: string, signal?: AbortSignal): Promise<ValidateEmailResponse> {
  return request('/api/validate_email.php', {
    query: { email },
    schema: validateEmailResponseSchema,
    signal,
  })
}

export async function createAccount(body: SignupBody): Promise<UserResponse> {
  return (await request('/api/user.php', {
    method: 'POST',
    query: { new: 1 },
    body,
  })) as UserResponse
}

export async function updateUser(body: UserUpdateBody): Promise<UserResponse> {
  return (await request('/api/user.php', { method: 'PUT', body })) as UserResponse
}

export function fetchProfileFields(): Promise<ProfileFieldsResponse> {
  return request('/api/profile_fields.php', { schema: profileFieldsResponseSchema })
}

export function geocode(lat: number, lon: number, signal?: AbortSignal): Promise<GeocodeResponse> {
  return request('/api/geocode.php', { query: { lat, lon }, schema: geocodeResponseSchema, signal })
}

export async function activationDelivered(): Promise<boolean> {
  const answer = await request('/api/activate.php', {
    schema: activateStatusResponseSchema,
    cache: 'no-store',
  })
  return answer.delivered
}
