// GET /api/profile_fields.php — the profile fields a site may show and the values each accepts.
// Values are codes; the client translates them (e.g. "profile.relationship.single").
import { z } from './zod'

/** The optional details a profile may carry (step 4 asks for the visible ones). */
export const PROFILE_DETAIL_FIELDS = [
  'length',
  'relationship',
  'looking_for',
  'smoking',
  'drinking',
  'children',
  'body_type',
  'eye_color',
  'hair_color',
  'education',
] as const

/** Every profile field a site can list in `visible_profile_fields`. */
export const PROFILE_FIELDS = [
  'gender',
  'date_of_birth',
  'city',
  'countryregion',
  ...PROFILE_DETAIL_FIELDS,
] as const
export const profileFieldSchema = z.enum(PROFILE_FIELDS)
export type ProfileField = z.infer<typeof profileFieldSchema>

export const GENDERS = ['male', 'female'] as const
export const genderSchema = z.enum(GENDERS)
export type Gender = z.infer<typeof genderSchema>

/** Fields whose values come from a fixed list. */
export const PROFILE_FIELD_CHOICES = {
  gender: GENDERS,
  relationship: [
    'single',
    'in_relationship',
    'married',
    'divorced',
    'widowed',
    'open_relationship',
  ],
  looking_for: ['friendship', 'chat', 'dating', 'relationship', 'flirt'],
  smoking: ['no', 'occasionally', 'yes'],
  drinking: ['no', 'socially', 'regularly'],
  children: ['none', 'none_want', 'have', 'have_want_more'],
  body_type: ['slim', 'average', 'athletic', 'curvy', 'muscular', 'a_few_extra_pounds'],
  eye_color: ['blue', 'brown', 'green', 'grey', 'hazel'],
  hair_color: ['black', 'brown', 'blonde', 'red', 'grey', 'bald', 'other'],
  education: ['secondary', 'vocational', 'bachelor', 'master', 'doctorate'],
} as const satisfies Partial<Record<ProfileField, readonly string[]>>

/** Body length (height) in whole centimetres. */
export const LENGTH_CM = { min: 140, max: 210 } as const

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
