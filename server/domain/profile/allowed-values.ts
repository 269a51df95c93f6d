// The allowed values of profile_fields.php: gender always, plus every visible field that has a
// fixed list of values (length as whole centimetres).
import type { AllowedValues } from '../../../src/contract/profile-fields'
import {
  GENDERS,
  LENGTH_CM,
  PROFILE_FIELD_CHOICES,
  type ProfileField,
} from '../../../src/contract/profile-field-names'

const LENGTHS = Array.from(
  { length: LENGTH_CM.max - LENGTH_CM.min + 1 },
  (_, index) => LENGTH_CM.min + index,
)

function hasChoices(field: ProfileField): field is keyof typeof PROFILE_FIELD_CHOICES {
  return field in PROFILE_FIELD_CHOICES
}

export function allowedValuesFor(visibleFields: readonly ProfileField[]): AllowedValues {
  const allowed: AllowedValues = { gender: [...GENDERS] }
  for (const field of visibleFields) {
    if (field === 'length') allowed.length = LENGTHS
    else if (hasChoices(field))
      Object.assign(allowed, { [field]: [...PROFILE_FIELD_CHOICES[field]] })
  }
  return allowed
}
