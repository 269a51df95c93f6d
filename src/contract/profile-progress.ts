// What of a profile is filled in, the rule the signup wizard skips by (spec §2 "automatic
// skipping") and the profile page's "Complete your profile" shows by: one rule for both, so
// a complete profile is never sent into the wizard.
import type { UserProfile } from './user'
import { EMPTY_DATE } from './rules'

/** The profile facts the rules look at. */
export type ProfileProgress = Pick<
  UserProfile,
  'main_image' | 'countryregion' | 'city' | 'gender' | 'date_of_birth' | 'personal'
>

/** The parts of a profile the wizard's data steps fill: photo (2), location (3), personal (4), notes (5). */
export type ProfilePart = 'photo' | 'location' | 'personal' | 'notes'

const hasText = (value: string | null | undefined) => (value ?? '').trim() !== ''

export const hasLocation = (profile: ProfileProgress) =>
  hasText(profile.countryregion) || hasText(profile.city)
export const hasPersonalInfo = (profile: ProfileProgress) =>
  profile.gender !== null ||
  (hasText(profile.date_of_birth) && profile.date_of_birth !== EMPTY_DATE)
export const hasNotes = (profile: ProfileProgress) => hasText(profile.personal)

/**
 * The parts still empty, in the wizard's order. Notes count only where the site shows them
 * (visible_profile_notes); elsewhere the wizard passes that step by itself.
 */
export function missingProfileParts(
  profile: ProfileProgress,
  options: { notesVisible: boolean },
): ProfilePart[] {
  const missing: ProfilePart[] = []
  if (profile.main_image === null) missing.push('photo')
  if (!hasLocation(profile)) missing.push('location')
  if (!hasPersonalInfo(profile)) missing.push('personal')
  if (options.notesVisible && !hasNotes(profile)) missing.push('notes')
  return missing
}
