// Step 4's form values (spec §2, §5): which optional fields the site shows with the values the
// server allows, and the PUT body built from the choices. An empty choice saves null; a date
// of birth must pass the §5 rule (an empty one is left out).
import type { AllowedValues } from '../contract/profile-fields'
import { PROFILE_DETAIL_FIELDS, type ProfileField } from '../contract/profile-field-names'
import type { UserProfile, UserUpdateBody } from '../contract/user'
import { EMPTY_DATE, isValidDateOfBirth } from '../contract/rules'
import type { SelectField } from './profile-field-labels'

export const DETAIL_FIELDS = PROFILE_DETAIL_FIELDS satisfies readonly SelectField[]
export type DetailField = (typeof DETAIL_FIELDS)[number]

export type PersonalValues = { gender: string; date_of_birth: string } & Record<DetailField, string>

/** The detail fields the site shows and the server gave values for, in a fixed order. */
export function visibleDetailFields(
  visible: readonly ProfileField[],
  allowed: AllowedValues | null,
): DetailField[] {
  return DETAIL_FIELDS.filter(
    (field) => visible.includes(field) && (allowed?.[field]?.length ?? 0) > 0,
  )
}

export function initialPersonalValues(
  profile: Partial<UserProfile> | null | undefined,
): PersonalValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  const values = {
    gender: text(profile?.gender),
    date_of_birth:
      profile?.date_of_birth && profile.date_of_birth !== EMPTY_DATE ? profile.date_of_birth : '',
  } as PersonalValues
  for (const field of DETAIL_FIELDS) values[field] = text(profile?.[field])
  return values
}

/** The date of birth is fine when empty (optional) or a valid §5 date. */
export function dateOfBirthOk(value: string, now: Date = new Date()): boolean {
  return value === '' || isValidDateOfBirth(value, now)
}

export function personalUpdate(
  values: PersonalValues,
  fields: { dateOfBirth: boolean; details: readonly DetailField[] },
): UserUpdateBody {
  const body: Record<string, unknown> = {
    gender: values.gender === 'male' || values.gender === 'female' ? values.gender : null,
  }
  if (fields.dateOfBirth && values.date_of_birth !== '') body.date_of_birth = values.date_of_birth
  for (const field of fields.details) {
    const value = values[field]
    body[field] = value === '' ? null : field === 'length' ? Number(value) : value
  }
  return body
}
