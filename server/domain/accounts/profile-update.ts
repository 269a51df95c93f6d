// PUT /api/user.php: saves the fields present in the body, each checked against the spec §5
// rules and the member's site (allowed countries, the regions of that country). Only the
// caller's own rows are written.
import { eq } from 'drizzle-orm'
import type { UserUpdateBody } from '../../../src/contract/user'
import {
  EMPTY_DATE,
  isValidDateOfBirth,
  nameEqualsEmail,
  nameSchema,
  RULE,
} from '../../../src/contract/validation'
import type { Db } from '../../db/database'
import { profiles, users } from '../../db/schema'
import { fieldError, httpError } from '../../http/api-error'
import { regionsOf } from '../geo/regions'
import type { Site } from '../sites/site-schema'

type ProfileChanges = Partial<typeof profiles.$inferInsert>

export async function updateProfile(
  db: Db,
  userId: number,
  body: UserUpdateBody,
  site: Site,
): Promise<void> {
  const [current] = await db
    .select({ email: users.email, country: profiles.country, region: profiles.countryregion })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (current === undefined) throw httpError(403, 'auth.required', 'Not logged in')

  const changes: ProfileChanges = {}
  if (body.name !== undefined) changes.name = checkedName(body.name, current.email)
  Object.assign(changes, placeChanges(body, site, current.country, current.region))
  if (body.date_of_birth !== undefined) {
    if (body.date_of_birth !== EMPTY_DATE && !isValidDateOfBirth(body.date_of_birth)) {
      throw fieldError('body.date_of_birth', RULE.dateOfBirth)
    }
    changes.dateOfBirth = body.date_of_birth === EMPTY_DATE ? null : body.date_of_birth
  }
  if (body.gender !== undefined) changes.gender = body.gender
  if (body.personal !== undefined) changes.personal = body.personal.trim()
  if (body.lastSignupStep !== undefined) changes.lastSignupStep = body.lastSignupStep
  Object.assign(changes, detailChanges(body))

  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx.update(profiles).set(changes).where(eq(profiles.userId, userId))
    }
    if (body.language !== undefined) {
      await tx.update(users).set({ language: body.language }).where(eq(users.id, userId))
    }
  })
}

function checkedName(name: string, email: string): string {
  const parsed = nameSchema.safeParse(name)
  if (!parsed.success)
    throw fieldError('body.name', parsed.error.issues[0]?.message ?? RULE.required)
  if (nameEqualsEmail(parsed.data, email)) throw fieldError('body.name', RULE.nameEqualToEmail)
  return parsed.data
}

// Country, region and city. A region must belong to the country it is saved with (the one in
// the body, else the saved one); changing the country drops a region that does not fit it.
function placeChanges(
  body: UserUpdateBody,
  site: Site,
  currentCountry: string | null,
  currentRegion: string,
): ProfileChanges {
  const changes: ProfileChanges = {}
  let country = currentCountry
  if (body.country !== undefined) {
    if (body.country !== null && !site.countries.includes(body.country)) {
      throw httpError(
        400,
        'profile.country_not_allowed',
        `${body.country} is not a country of this site`,
      )
    }
    country = body.country
    changes.country = body.country
  }
  const region = body.countryregion?.trim() ?? currentRegion
  const fits =
    region === '' || (country !== null && regionsOf(country).some((r) => r.id === region))
  if (body.countryregion !== undefined) {
    if (!fits)
      throw httpError(
        400,
        'profile.region_unknown',
        `Unknown region ${region} of ${country ?? 'no country'}`,
      )
    changes.countryregion = region
  } else if (body.country !== undefined && !fits) {
    changes.countryregion = ''
  }
  if (body.city !== undefined) changes.city = body.city
  return changes
}

function detailChanges(body: UserUpdateBody): ProfileChanges {
  const changes: ProfileChanges = {}
  if (body.length !== undefined) changes.length = body.length
  if (body.relationship !== undefined) changes.relationship = body.relationship
  if (body.looking_for !== undefined) changes.lookingFor = body.looking_for
  if (body.smoking !== undefined) changes.smoking = body.smoking
  if (body.drinking !== undefined) changes.drinking = body.drinking
  if (body.children !== undefined) changes.children = body.children
  if (body.body_type !== undefined) changes.bodyType = body.body_type
  if (body.eye_color !== undefined) changes.eyeColor = body.eye_color
  if (body.hair_color !== undefined) changes.hairColor = body.hair_color
  if (body.education !== undefined) changes.education = body.education
  return changes
}
