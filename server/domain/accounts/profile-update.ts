// PUT /api/user.php: saves the fields present in the body. The contract's schema has checked
// each field's spec §5 rule; here come the rules that need the member's rows and site: the name
// must not be their email, the country one of the site's, the region one of that country's.
// A value equal to the saved one is no change and never refused, so a profile sent back exactly
// as GET answered it saves even after the site's country list changed. Only the caller's own
// rows are written.
import { eq } from 'drizzle-orm'
import type { FieldError } from '../../../src/contract/errors'
import type { UserUpdate } from '../../../src/contract/user'
import { nameSchema } from '../../../src/contract/validation'
import { EMPTY_DATE, nameEqualsEmail, RULE } from '../../../src/contract/rules'
import type { Db } from '../../db/database'
import { profiles, users } from '../../db/schema'
import { fieldError, httpError } from '../api-error'
import { assertKnownInterests, replaceMemberInterests } from '../interests/member-interests'
import { coordinateColumns } from '../geo/city-coordinates'
import { regionsOf } from '../geo/regions'
import type { Site } from '../sites/site-schema'

type ProfileChanges = Partial<typeof profiles.$inferInsert>

const NAME_IS_EMAIL: FieldError = { path: 'body.name', message: RULE.nameEqualToEmail }

export async function updateProfile(
  db: Db,
  userId: number,
  body: UserUpdate,
  site: Site,
): Promise<void> {
  const [current] = await db
    .select({
      email: users.email,
      country: profiles.country,
      region: profiles.countryregion,
      city: profiles.city,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (current === undefined) throw httpError(403, 'auth.required', 'Not logged in')

  const changes: ProfileChanges = {}
  if (body.name !== undefined) {
    if (nameEqualsEmail(body.name, current.email))
      throw fieldError(NAME_IS_EMAIL.path, NAME_IS_EMAIL.message)
    changes.name = body.name
  }
  const place = placeChanges(body, site, current.country, current.region)
  if (Object.keys(place).length > 0) {
    // The city's coordinates follow the place (the distance sort: issue 32 §4).
    Object.assign(
      place,
      coordinateColumns({
        country: place.country === undefined ? current.country : place.country,
        countryregion: place.countryregion ?? current.region,
        city: place.city ?? current.city,
      }),
    )
  }
  Object.assign(changes, place)
  if (body.date_of_birth !== undefined) {
    changes.dateOfBirth = body.date_of_birth === EMPTY_DATE ? null : body.date_of_birth
  }
  if (body.gender !== undefined) changes.gender = body.gender
  if (body.personal !== undefined) changes.personal = body.personal.trim()
  if (body.lastSignupStep !== undefined) changes.lastSignupStep = body.lastSignupStep
  Object.assign(changes, detailChanges(body))
  if (body.interests !== undefined) await assertKnownInterests(db, body.interests)

  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx.update(profiles).set(changes).where(eq(profiles.userId, userId))
    }
    if (body.language !== undefined) {
      await tx.update(users).set({ language: body.language }).where(eq(users.id, userId))
    }
    if (body.interests !== undefined) await replaceMemberInterests(tx, userId, body.interests)
  })
}

/**
 * The name-equal-to-email rule for a body whose schema check failed elsewhere, so the member
 * hears of every broken rule at once: the issue when the body's name passes its own rules and
 * is the member's email, else null.
 */
export async function nameIsEmailIssue(
  db: Db,
  userId: number,
  body: unknown,
): Promise<FieldError | null> {
  if (typeof body !== 'object' || body === null || !('name' in body)) return null
  const name = nameSchema.safeParse(body.name)
  if (!name.success) return null
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return user !== undefined && nameEqualsEmail(name.data, user.email) ? NAME_IS_EMAIL : null
}

// Country, region and city. A region must belong to the country it is saved with (the one in
// the body, else the saved one); changing the country drops a region that does not fit it.
function placeChanges(
  body: UserUpdate,
  site: Site,
  currentCountry: string | null,
  currentRegion: string,
): ProfileChanges {
  const changes: ProfileChanges = {}
  let country = currentCountry
  if (body.country !== undefined) {
    const allowed =
      body.country === null ||
      body.country === currentCountry ||
      site.countries.includes(body.country)
    if (!allowed) {
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
    region === '' ||
    (country === currentCountry && region === currentRegion) ||
    (country !== null && regionsOf(country).some((r) => r.id === region))
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

function detailChanges(body: UserUpdate): ProfileChanges {
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
