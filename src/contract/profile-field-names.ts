// The profile fields' names and fixed values, without zod: a member's page imports them, and a
// page that imports a schema builds it (and zod) before it can hydrate. The schemas of
// GET /api/profile_fields.php are in profile-fields.ts.

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
export type ProfileField = (typeof PROFILE_FIELDS)[number]

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]

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
