// GET /api/profile_fields.php — the profile fields a site may show and the values each accepts.
// Values are codes; the client translates them (e.g. "profile.relationship.single").
import { GENDERS, PROFILE_FIELD_CHOICES, PROFILE_FIELDS } from './profile-field-names'
import { z } from './zod'

export const profileFieldSchema = z.enum(PROFILE_FIELDS)
export const genderSchema = z.enum(GENDERS)

const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).optional()

// Free-input fields (date_of_birth, city) have no entry; countryregion comes from regions.php.
export const allowedValuesSchema = z.object({
  gender: z.array(genderSchema),
  length: z.array(z.int()).optional().describe('centimetres'),
  relationship: choices(PROFILE_FIELD_CHOICES.relationship),
  looking_for: choices(PROFILE_FIELD_CHOICES.looking_for),
  smoking: choices(PROFILE_FIELD_CHOICES.smoking),
  drinking: choices(PROFILE_FIELD_CHOICES.drinking),
  children: choices(PROFILE_FIELD_CHOICES.children),
  body_type: choices(PROFILE_FIELD_CHOICES.body_type),
  eye_color: choices(PROFILE_FIELD_CHOICES.eye_color),
  hair_color: choices(PROFILE_FIELD_CHOICES.hair_color),
  education: choices(PROFILE_FIELD_CHOICES.education),
})
export type AllowedValues = z.infer<typeof allowedValuesSchema>

export const profileFieldsResponseSchema = z.object({ allowed_values: allowedValuesSchema })
export type ProfileFieldsResponse = z.infer<typeof profileFieldsResponseSchema>
