// A profile's personal details (profile_fields.php) as every answer names them: the member's
// own user object, a member page and the data export.
import type { ProfileRow } from '../../db/schema'

type DetailColumns = Pick<
  ProfileRow,
  | 'length'
  | 'relationship'
  | 'lookingFor'
  | 'smoking'
  | 'drinking'
  | 'children'
  | 'bodyType'
  | 'eyeColor'
  | 'hairColor'
  | 'education'
>

export function profileDetailsOf(row: DetailColumns) {
  return {
    length: row.length,
    relationship: row.relationship,
    looking_for: row.lookingFor,
    smoking: row.smoking,
    drinking: row.drinking,
    children: row.children,
    body_type: row.bodyType,
    eye_color: row.eyeColor,
    hair_color: row.hairColor,
    education: row.education,
  }
}
